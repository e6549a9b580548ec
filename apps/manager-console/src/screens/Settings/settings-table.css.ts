import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The settings screens' dense tables: a bordered frame that scrolls sideways on a phone, compact rows.
// Screens import these and keep their own column rules (widths, sticky names, alignment) beside them.
export { scroller } from '@shortlist/ui/dense-table';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  fontVariantNumeric: 'tabular-nums',
});

/** A list of records (roles, groups, templates): rows light up under the pointer, sort headers sit tight. */
export const listTable = style([table]);

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

// The caption stays within a phone's width while the table under it scrolls sideways.
export const captionText = style({ display: 'block', maxWidth: 'calc(100vw - 4rem)' });

// A sort button fills the header, so the header itself has no block padding.
export const header = style({
  paddingBlock: 0,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});
export const plainHeader = style([header, { padding: `${vars.space.xs} ${vars.space.sm}` }]);
export const numericHeader = style([header, { textAlign: 'end' }]);
export const plainNumericHeader = style([plainHeader, { textAlign: 'end' }]);

// No text alignment here: a screen's cells set it, so its right-aligned cells override it in one file
// (a rule in this file cannot be relied on to come before a screen's own in the built CSS).
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${listTable} tbody tr:hover, ${listTable} tbody tr:hover > th`, {
  background: vars.color.surfaceMuted,
});
globalStyle(`${listTable} thead th`, { paddingInline: `calc(${vars.space.sm} - ${vars.space.xs})` });
