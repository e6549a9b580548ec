import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Chips wrap on the left; clear-all stays at the first row's end. */
export const bar = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: '1 1 auto',
  minWidth: 0,
});

export const clearAll = style({
  flexShrink: 0,
  minBlockSize: vars.space.lg,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});
