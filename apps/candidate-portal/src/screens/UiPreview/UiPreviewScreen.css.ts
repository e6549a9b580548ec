import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});
