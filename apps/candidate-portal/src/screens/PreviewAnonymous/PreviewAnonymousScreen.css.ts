import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});
