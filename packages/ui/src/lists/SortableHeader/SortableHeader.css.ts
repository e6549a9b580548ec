import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  padding: 0,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});
