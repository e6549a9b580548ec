import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// A dense table like the manager console's: compact rows, numbers right-aligned, scrolling sideways on a phone.

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
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
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const header = style({
  paddingBlock: 0,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const numericCell = style([cell, { textAlign: 'end' }]);

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted });

globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceMuted });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
