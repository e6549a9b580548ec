import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Notes one under another, a thin rule between them; the author line above the text.

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const note = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { borderBottom: 'none', paddingBlockEnd: 0 },
  },
});

export const byline = style({ margin: 0, color: vars.color.textMuted });

export const author = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const kind = style({
  marginInlineEnd: vars.space.xs,
  paddingInline: vars.space.xxs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
});

// Notes keep the line breaks their authors typed.
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const none = style({ margin: 0, color: vars.color.textMuted });
