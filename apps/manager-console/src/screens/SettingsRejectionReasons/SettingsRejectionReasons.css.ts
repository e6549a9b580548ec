import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

// The reasons as a dense table (the settings tables' frame), their actions at the row's end.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export {
  caption,
  captionText,
  listTable as table,
  plainHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '48rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const intro = style({ margin: 0, maxWidth: '70ch', color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

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

export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });
