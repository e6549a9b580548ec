import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The groups table: compact rows, counts right-aligned, scrolling sideways on a phone.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const intro = style({ margin: 0, maxWidth: '48rem', color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

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
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

// The caption stays within a phone's width while the table under it scrolls sideways.
export const captionText = style({ display: 'block', maxWidth: 'calc(100vw - 4rem)' });

export const header = style({
  paddingBlock: 0,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const numericHeader = style([header, { textAlign: 'end' }]);

export const plainHeader = style([header, { padding: `${vars.space.xs} ${vars.space.sm}` }]);

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

export const actions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });

export const link = style({ color: vars.color.link });

export const smartMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const dialogBody = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceMuted });
globalStyle(`${table} thead th`, { paddingInline: `calc(${vars.space.sm} - ${vars.space.xs})` });
