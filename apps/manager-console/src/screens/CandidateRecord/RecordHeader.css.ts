import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The record's header: the way back, the name, then the application's facts in one dense band.

export const header = style({ display: 'grid', gap: vars.space.xs });

export const backLink = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
});

// Facts flow in a row at their natural widths and wrap as a whole, so short values never break mid-line.
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
});

export const fact = style({ minWidth: 0, maxWidth: '100%' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

// The top line: the way back on the left, the previous / next candidate on the right.
export const topLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const neighbours = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
});

export const neighbourLink = style([backLink, { justifySelf: 'auto' }]);

export const position = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});
