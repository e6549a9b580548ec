import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

// The reasons as a dense table (the settings tables' frame), their actions at the row's end.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export { intro, muted, rowActions as actions, toolbar } from '../Settings/settings-list.css.ts';
export {
  caption,
  captionText,
  listTable as table,
  plainHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '48rem' });

export const cell = style([shared.cell, { whiteSpace: 'nowrap', textAlign: 'start' }]);

export const nameCell = style([
  cell,
  { whiteSpace: 'normal', minWidth: '12rem', fontWeight: vars.fontWeight.bold },
]);

/** A retired reason's name reads as set aside, its status says so in words. */
export const retiredName = style([
  nameCell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
]);
