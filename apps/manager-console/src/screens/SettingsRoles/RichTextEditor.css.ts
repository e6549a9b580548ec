import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
export const toolbarArea = style({ display: 'grid', gap: vars.space.xxs });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const linkLabel = style({ fontSize: vars.fontSize.small });
export const editorArea = style({ minWidth: 0 });
export const content = style({
  minHeight: '10rem',
  maxHeight: '30rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.text,
  lineHeight: vars.lineHeight.text,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} a`, { color: vars.color.link });
globalStyle(`${content} h2`, { fontSize: vars.fontSize.large });
globalStyle(`${content} h3`, { fontSize: vars.fontSize.text });
