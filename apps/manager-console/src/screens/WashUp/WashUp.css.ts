import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The wash-up: a matrix whose header row and name column stay in view while it scrolls both ways, and a
// presentation mode with large, high-contrast text for a projector.

export const stack = style({ display: 'grid', gap: vars.space.md });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });
export const switchField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const crumbs = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const done = style({ margin: 0, color: vars.color.successText, fontWeight: vars.fontWeight.bold });
export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const scroller = style({
  overflow: 'auto',
  maxHeight: '75vh',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  background: vars.color.surface,
} as const;

export const cell = style(cellBase);

/** The header row stays at the top while the matrix scrolls down. */
export const columnHeader = style([
  cellBase,
  { position: 'sticky', top: 0, zIndex: 2, background: vars.color.surfaceMuted, whiteSpace: 'nowrap' },
]);

/** The candidate's name stays at the start while the matrix scrolls sideways. */
export const rowHeader = style([
  cellBase,
  { position: 'sticky', insetInlineStart: 0, zIndex: 1, fontWeight: vars.fontWeight.bold, minWidth: '12rem' },
]);
export const cornerHeader = style([columnHeader, { insetInlineStart: 0, zIndex: 3 }]);

export const ratings = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
export const rating = style({
  display: 'inline-flex',
  gap: '0.25em',
  padding: `0 ${vars.space.xxs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
});
export const mean = style({ fontWeight: vars.fontWeight.bold });

/** A disagreement is marked by a word and a heavy border, not by colour alone. */
export const disagreementCell = style({
  outline: `calc(${vars.size.focusWidth} + ${vars.size.borderWidth}) solid ${vars.color.warning}`,
  outlineOffset: `calc(-1 * (${vars.size.focusWidth} + ${vars.size.borderWidth}))`,
});
export const disagreementMark = style({
  display: 'inline-block',
  marginBlockStart: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warning,
  color: vars.color.onWarning,
  fontWeight: vars.fontWeight.bold,
});
export const muted = style({ color: vars.color.textMuted });
export const decisionButtons = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xxs });

/** Presentation mode: everything larger and dark on light, the theme's text on its surface, for a projector across a meeting room. */
export const presentation = style({});
globalStyle(`${presentation} ${table}`, { fontSize: vars.fontSize.large, color: vars.color.text });
globalStyle(`${presentation} ${cell}, ${presentation} ${rowHeader}`, {
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.text}`,
});
globalStyle(`${presentation} ${columnHeader}, ${presentation} ${cornerHeader}`, {
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `calc(${vars.size.borderWidth} * 3) solid ${vars.color.text}`,
});
globalStyle(`${presentation} ${muted}`, { color: vars.color.text });
globalStyle(`${presentation} ${rating}`, { borderColor: vars.color.text });
globalStyle(`${presentation} ${disagreementMark}`, {
  background: vars.color.text,
  color: vars.color.surface,
});
globalStyle(`${presentation} ${disagreementCell}`, { outlineColor: vars.color.text });
