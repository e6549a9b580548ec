import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
export const required = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxs });
export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.errorText });
export const modeRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' });
export const editorArea = style({ minWidth: 0 });
export const content = style({
  minHeight: '12rem',
  maxHeight: '32rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.text,
  lineHeight: vars.lineHeight.text,
  whiteSpace: 'pre-wrap',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.errorText },
  },
});
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} a`, { color: vars.color.link });

// A merge field: one unit that reads as a field, not as words someone typed.
globalStyle(`${content} [data-merge-field]`, {
  display: 'inline-block',
  paddingInline: vars.space.xxs,
  border: `${vars.size.borderWidth} dashed ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
globalStyle(`${content} [data-merge-field].ProseMirror-selectednode`, {
  outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
});

export const picker = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});
export const pickerLabel = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
export const pickerHint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const pickerList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '14rem',
  overflowY: 'auto',
});
export const pickerOption = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
});
export const pickerOptionActive = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const fallbackRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
