import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The record's own controls: dense rows of labelled selects and buttons, small badges, and the one-line
// outcome under an action (green when it worked, red when it did not).

const focusRing = { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' };

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  fontSize: vars.fontSize.small,
});

export const label = style({ color: vars.color.textMuted });

export const outcome = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.successText });

export const failure = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.errorText });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xxs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  verticalAlign: 'middle',
});

export const warningBadge = style([badge, { background: vars.color.warning, color: vars.color.onWarning }]);

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.info,
  color: vars.color.onInfo,
  fontSize: vars.fontSize.small,
});

/** A button that reads as a link: row actions (Edit, Delete, View) in a dense list. */
export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { color: vars.color.textMuted, cursor: 'wait' } },
});

export const textarea = style({
  width: '100%',
  minHeight: '5rem',
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
  resize: 'vertical',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusRing },
});

export const stack = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const noticeText = style({ margin: 0 });
