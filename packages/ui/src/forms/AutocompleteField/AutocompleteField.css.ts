import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', width: vars.size.inputWidth, maxWidth: '100%' });

export const listbox = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.tooltip,
  maxHeight: `calc(${vars.size.inputHeight} * 5)`,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const option = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      backgroundColor: vars.color.surfaceMuted,
      outline: `${vars.size.borderWidthStrong} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.borderWidthStrong})`,
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });
