import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// A dense table: compact rows, numbers right-aligned in tabular figures, scrolling sideways on a phone.

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

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

export const nameCell = style([
  cell,
  { whiteSpace: 'normal', minWidth: '10rem', fontWeight: vars.fontWeight.bold },
]);

export const numericCell = style([cell, { textAlign: 'end' }]);

// The caption stays within a phone's width while the table under it scrolls sideways.
export const captionText = style({ display: 'block', maxWidth: 'calc(100vw - 4rem)' });

export const muted = style({ color: vars.color.textMuted });

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceMuted });
// The header's sort button brings its own padding; the cell's makes up the rest, so labels line up with values.
globalStyle(`${table} thead th`, {
  paddingInline: `calc(${vars.space.sm} - ${vars.space.xs})`,
});

export const roleLink = style({ color: vars.color.link });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const filterLabel = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const split = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  whiteSpace: 'nowrap',
});

export { compactControl as filterInput } from '../../app/controls.css.ts';
