import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The users and contacts screens: a table that scrolls sideways on a phone, and a form below it.

export const scroller = style({ overflowX: 'auto', marginBlockEnd: vars.space.lg });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  padding: vars.space.xs,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.size.narrowMax,
  marginBlockEnd: vars.space.lg,
});
export const field = style({ display: 'grid', gap: vars.space.xxs });
export const input = style({
  minHeight: vars.size.inputHeight,
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const error = style({ color: vars.color.errorText, margin: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.small });
export const outcome = style({ margin: `0 0 ${vars.space.md}`, fontWeight: vars.fontWeight.bold });
export const heading = style({
  fontSize: vars.fontSize.large,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
});
export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});
export const sectionLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none' } },
});
