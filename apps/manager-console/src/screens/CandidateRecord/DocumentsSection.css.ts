import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { tableCell, tableHeader } from './record-table.css.ts';

// The documents as one compact table (type, file, size, date, actions), the upload form under it.

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const header = tableHeader;

export const cell = style([tableCell, { verticalAlign: 'middle' }]);

export const fileCell = style([
  cell,
  { overflowWrap: 'anywhere', minWidth: '8rem', fontWeight: vars.fontWeight.bold },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, whiteSpace: 'nowrap' });

export const hidden = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const fileInput = style({ fontSize: vars.fontSize.small, maxWidth: '100%' });

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { paddingInlineStart: 0 });
