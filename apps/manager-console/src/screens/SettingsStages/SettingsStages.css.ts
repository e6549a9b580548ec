import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Stages as compact cards of sub-stage rows; on a phone a row wraps its buttons under the code.

export const intro = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, maxWidth: '70ch' });

export const stages = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [mediaFrom('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stage = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const stageName = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  lineHeight: vars.lineHeight.heading,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const draggingRow = style([
  row,
  { position: 'relative', zIndex: 1, boxShadow: vars.shadow.raised, background: vars.color.surfaceMuted },
]);

export const handle = style({
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});

export const positionLabel = style({ color: vars.color.textMuted, minWidth: '1.5rem' });

export const defaultChoice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

export const fieldError = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.errorText,
  fontSize: vars.fontSize.small,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const addLabel = style({ fontWeight: vars.fontWeight.bold });

export const save = style({ marginInlineStart: 'auto' });
