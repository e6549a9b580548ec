import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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

export const sectionIntro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const entry = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  minWidth: 0,
});

export const entryTitle = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.inputWidth}), 1fr))`,
  columnGap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
