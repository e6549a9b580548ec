import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The screening screens: a dense queue table, and one candidate at a time with the decision beside it.

export const stack = style({ display: 'grid', gap: vars.space.md });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const filterSet = style([toolbar, { border: 'none', margin: 0, padding: 0 }]);
export const filterField = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });
export const filterLabel = style({ fontWeight: vars.fontWeight.bold });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const left = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const done = style({ margin: 0, color: vars.color.successText, fontWeight: vars.fontWeight.bold });
export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});
export const headerCell = style([cell, { background: vars.color.surfaceMuted, whiteSpace: 'nowrap' }]);
export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted });
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const badge = style({
  paddingInline: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const columns = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1000px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  },
});
export const column = style({ display: 'grid', gap: vars.space.md });
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const kbd = style({
  marginInlineStart: vars.space.xxs,
  paddingInline: vars.space.xxs,
  border: `${vars.size.borderWidth} solid currentColor`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
});
export const backLink = style({ color: vars.color.link, fontSize: vars.fontSize.small });
export const plainList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.md,
});
export { compactControl as select, primaryToolButton, toolButton } from '../../app/controls.css.ts';
