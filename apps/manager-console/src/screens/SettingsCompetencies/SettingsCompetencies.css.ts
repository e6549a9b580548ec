import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

// The framework as a dense table (the settings tables' frame), each guide's anchors in its row.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export {
  caption,
  captionText,
  listTable as table,
  plainHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '64rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const intro = style({ margin: 0, maxWidth: '70ch', color: vars.color.textMuted });

export const cell = style([shared.cell, { textAlign: 'start', verticalAlign: 'top' }]);

export const nameCell = style([cell, { minWidth: '10rem', fontWeight: vars.fontWeight.bold }]);

export const retiredName = style([
  nameCell,
  { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
]);

export const anchors = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.xs}`,
});

export const anchor = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

export const form = style({ display: 'grid', gap: vars.space.sm });

export const failure = style({ margin: 0, color: vars.color.errorText });
