import { cell, table } from '@shortlist/ui/dense-table';
import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The roles list: the kit's dense table with a bold name column, a caption that fits a phone and filters.
export {
  caption,
  cell,
  header,
  numericCell,
  numericHeader,
  scroller,
  table,
} from '@shortlist/ui/dense-table';

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const nameCell = style([
  cell,
  { whiteSpace: 'normal', minWidth: '10rem', fontWeight: vars.fontWeight.bold },
]);

// The caption stays within a phone's width while the table under it scrolls sideways.
export const captionText = style({ display: 'block', maxWidth: 'calc(100vw - 4rem)' });

export const muted = style({ color: vars.color.textMuted });

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
