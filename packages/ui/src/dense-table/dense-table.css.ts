import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

// The hiring side's dense table: compact rows, tabular figures, numbers right-aligned, scrolling sideways
// inside its own bordered box on a phone. Screens add their own cells (names, links) on top.

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const header = style({
  paddingBlock: 0,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const numericHeader = style([header, { textAlign: 'end' }]);

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const numericCell = style([cell, { textAlign: 'end' }]);

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceMuted });
