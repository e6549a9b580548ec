import { mediaFrom, vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The role editor: labelled compact inputs in a grid that folds to one column on a phone.

export const page = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const actionBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  background: vars.color.background,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const spacer = style({ flexGrow: 1 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [mediaFrom('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const error = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });
export const input = style({ width: '100%', boxSizing: 'border-box', minWidth: 0 });
export const invalid = style({ borderColor: vars.color.failure });

export const switchRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const switchText = style({ display: 'grid', gap: vars.space.xxs });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.failure}`,
  color: vars.color.errorText,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  display: 'grid',
  gap: vars.space.xxs,
});
globalStyle(`${alert} > p`, { margin: 0 });

export { visuallyHidden } from '../../app/controls.css.ts';

/** A dialog's inputs, spaced as a form rather than as one field. */
export const dialogForm = style({ display: 'grid', gap: vars.space.sm, paddingBlock: vars.space.xs });
