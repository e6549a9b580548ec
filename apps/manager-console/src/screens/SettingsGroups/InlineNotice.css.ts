import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const success = style([notice, { borderInlineStart: `4px solid ${vars.color.success}` }]);

export const failure = style([
  notice,
  { borderInlineStart: `4px solid ${vars.color.errorText}`, color: vars.color.errorText },
]);

export const dismiss = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});
