import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The preview pane: who the preview is for, then the message as the candidate gets it.

export { compactControl as search } from '../../app/controls.css.ts';

export const pane = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const picker = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const result = style({
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-pressed="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});

export const using = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const rendered = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const subject = style({ margin: 0, overflowWrap: 'anywhere' });

export const columns = style({ display: 'grid', gap: vars.space.sm });

export const frame = style({
  width: '100%',
  height: '28rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const textFigure = style({ display: 'grid', gap: vars.space.xxs, margin: 0, minWidth: 0 });

export const text = style({
  margin: 0,
  padding: vars.space.xs,
  maxHeight: '20rem',
  overflow: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
