import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import * as shared from '../Settings/settings-table.css.ts';

// The groups table: compact rows, counts right-aligned, scrolling sideways on a phone.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export { intro, muted, rowActions as actions, toolbar } from '../Settings/settings-list.css.ts';
export {
  caption,
  captionText,
  header,
  listTable as table,
  numericHeader,
  plainHeader,
  scroller,
} from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const cell = style([shared.cell, { whiteSpace: 'nowrap', textAlign: 'start' }]);

export const nameCell = style([
  cell,
  { whiteSpace: 'normal', minWidth: '10rem', fontWeight: vars.fontWeight.bold },
]);

export const numericCell = style([cell, { textAlign: 'end' }]);

export const link = style({ color: vars.color.link });

export const smartMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});
