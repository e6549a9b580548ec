import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon} * 2.4)`,
  height: `calc(${vars.size.icon} * 1.3)`,
  padding: vars.space.xxs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      backgroundColor: vars.color.onPrimary,
      transform: `translateX(calc(${vars.size.icon} * 1.1))`,
    },
  },
});
