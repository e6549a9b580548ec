import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const controls = style({ display: 'grid', gap: vars.space.sm });

export const note = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const words = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });

export const wordsLabel = style({ fontWeight: vars.fontWeight.bold });

export const input = style({
  height: '2rem',
  paddingInline: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export const hint = style({ color: vars.color.textMuted });
