import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { tableCell, tableHeader } from './record-table.css.ts';

// Education as compact tables (one row per place studied) and the right to work as label/value pairs.

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
});

export const header = tableHeader;

// Values stay on one line; on a phone the table scrolls sideways instead of breaking every cell.
export const cell = style([tableCell, { verticalAlign: 'top', whiteSpace: 'nowrap' }]);

export const placeCell = style([
  cell,
  { whiteSpace: 'normal', minWidth: '10rem', fontWeight: vars.fontWeight.bold },
]);

export const none = style({ margin: 0, color: vars.color.textMuted });

export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const pairTerm = style({ color: vars.color.textMuted });

export const pairValue = style({ margin: 0 });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingInlineStart: 0 });
