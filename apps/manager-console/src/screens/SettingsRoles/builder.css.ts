import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The form builder: steps as cards, questions as compact rows that open into their settings.

export const builder = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const fields = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});
export const stepHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
export const stepTitle = style({ flex: '1 1 14rem', minWidth: 0 });
export const stepNumber = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  minWidth: 0,
});
export const fieldInvalid = style([field, { borderColor: vars.color.failure }]);
export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const fieldName = style({ flex: '1 1 12rem', minWidth: 0, display: 'grid' });
export const fieldLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const fieldMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});
export const marks = style({ display: 'inline-flex', gap: vars.space.xxs });
export const mark = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: '0.75rem',
  whiteSpace: 'nowrap',
});
export const rowActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxs });
export const moveButtons = style({ display: 'inline-flex', gap: vars.space.xxs });

export const handle = style({
  width: '2rem',
  height: '2rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export const editor = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  paddingTop: vars.space.xs,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': { [mediaFrom('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
});
export const addLabel = style({ flex: '1 1 14rem', minWidth: 0 });

export const options = style({
  display: 'grid',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold, padding: 0 });
export const optionRow = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { [mediaFrom('sm')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});
export const limitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
});
export const error = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
