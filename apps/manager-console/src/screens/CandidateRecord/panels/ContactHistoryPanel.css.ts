import { vars } from '@shortlist/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// One message a line: subject first, then channel and date, the delivery status at the end as a tag.

export const message = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const subject = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const details = style({ margin: 0, color: vars.color.textMuted, gridColumn: '1 / 2' });

const tag = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 3',
  alignSelf: 'start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

/** Failed stands out; the rest use the plain text pair so every status reads at AA contrast. */
export const status = styleVariants({
  failed: [tag, { background: vars.color.failure, color: vars.color.onFailure }],
  delivered: [tag, { background: vars.color.success, color: vars.color.onSuccess }],
  other: [tag, { background: vars.color.surfaceMuted, color: vars.color.text }],
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

/** Replies sit above the sent messages, under a heading of their own. */
export const replies = style({ display: 'grid', gap: vars.space.xs, marginBlockEnd: vars.space.sm });

export const listHeading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

/** A reply's own words, as written (line breaks kept). */
export const replyText = style({
  margin: 0,
  gridColumn: '1 / 3',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const attachments = style({
  gridColumn: '1 / 3',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
