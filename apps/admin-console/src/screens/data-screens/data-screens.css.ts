import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The admin data screens (reference data, translations, audit log): a filter bar, a dense table, row actions.

export const stack = style({ display: 'grid', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  margin: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });

// Inputs and buttons share one height, border and surface, so a filter bar lines up.
const control = {
  minHeight: vars.size.buttonHeightSmall,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
} as const;

export const input = style({ ...control, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm });

export const button = style({
  ...control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const code = style({ fontFamily: 'monospace', wordBreak: 'break-word' });

export const actions = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onSuccess,
  margin: 0,
});

export const failure = style({ color: vars.color.errorText, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '40rem' });

export const rowHeaderCell = style([cell, { textAlign: 'start', fontWeight: vars.fontWeight.bold }]);

// Action names are dotted words: kept on one line so `reference-data.retired` reads as one name.
export const actionCell = style([cell, code, { whiteSpace: 'nowrap' }]);

export const detailList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });
