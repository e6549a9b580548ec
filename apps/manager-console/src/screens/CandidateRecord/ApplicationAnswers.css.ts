import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Answers as a dense question / answer list per step: the question muted above, the answer as written.

export const step = style({ display: 'grid', gap: vars.space.xs });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const answers = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const question = style({ color: vars.color.textMuted });

export const answer = style({ margin: 0, overflowWrap: 'anywhere' });

// Long answers keep the line breaks the candidate typed.
export const longText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.md });

export const unanswered = style({ color: vars.color.textMuted, fontStyle: 'italic' });
