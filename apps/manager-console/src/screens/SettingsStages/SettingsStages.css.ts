import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Stages as one folded list, each opening onto its sub-stage rows; on a phone a row wraps its buttons.

export { intro, stage, stageName, stages, summary } from '../Settings/stage-folds.css.ts';

export const details = style({ margin: 0 });

export const codes = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const unsaved = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.link,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

// The stage's heading names the group on screen; the legend names it for assistive technology.
export const legend = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
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

export const positionLabel = style({ color: vars.color.textMuted, minWidth: '1.5rem', textAlign: 'end' });

export const code = style({ flex: '1 1 7rem', minWidth: 0 });

export const defaultChoice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xxs, marginInlineStart: 'auto' });

export const arrowButton = style({ minWidth: '2rem', paddingInline: vars.space.xs });

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

export const save = style({ display: 'inline-flex', gap: vars.space.xs, marginInlineStart: 'auto' });
