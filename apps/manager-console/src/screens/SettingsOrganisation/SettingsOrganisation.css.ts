import { mediaFrom, vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export { caption, scroller } from '../Settings/settings-table.css.ts';

// A dense settings form: compact controls, groups as bordered fieldsets in two columns on a wide screen.

const border = `${vars.size.borderWidth} solid ${vars.color.border}`;

export const part = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.text });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [mediaFrom('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const column = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: vars.space.sm,
  border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.bold });

export const fields = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const help = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.errorText });

export const muted = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

globalStyle(`${row} > input`, { flex: '1 1 6rem', minWidth: 0 });

export const removeButton = style({ minWidth: '2rem', paddingInline: vars.space.xs });

export const rowError = style([error, { flexBasis: '100%' }]);

export const add = style({ justifySelf: 'start' });

export const checkboxes = style({
  display: 'grid',
  gap: vars.space.xxs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  fontSize: vars.fontSize.small,
});

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// WCAG 2.2 SC 2.5.8: each box is a 24 px target, as the kit's checkboxes are.
globalStyle(`${checkbox} > input`, {
  flexShrink: 0,
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  margin: 0,
  accentColor: vars.color.primary,
});

export const short = style({ width: '8rem' });

export const swatch = style({
  width: '2.5rem',
  height: '2rem',
  padding: 0,
  border,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const invite = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border,
  borderRadius: vars.radius.md,
});

export const inviteFields = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

export const inviteButton = style({ gridColumn: '1 / -1', justifySelf: 'start' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const header = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  background: vars.color.surfaceMuted,
  borderBottom: border,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: border,
  textAlign: 'start',
});

export const nameCell = style([cell, { minWidth: '9rem', fontWeight: vars.fontWeight.bold }]);

export const mutedCell = style([cell, { color: vars.color.textMuted }]);

// On a phone the address moves under the name, so type, status and actions stay in view.
const phoneOnly = { '@media': { [mediaFrom('md')]: { display: 'none' } } } as const;
const fromTablet = { display: 'none', '@media': { [mediaFrom('md')]: { display: 'table-cell' } } } as const;

export const emailCell = style([cell, fromTablet]);

export const emailHeader = style([header, fromTablet]);

export const nameEmail = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  ...phoneOnly,
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
