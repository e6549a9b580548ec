import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state="done"]': { color: vars.color.successText },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.buttonHeightSmall,
  height: vars.size.buttonHeightSmall,
  borderRadius: vars.radius.round,
  border: `${vars.size.borderWidthStrong} solid currentColor`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
