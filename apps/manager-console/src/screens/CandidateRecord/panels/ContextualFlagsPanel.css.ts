import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Flags as compact pills; the explanation opens under its pill. Colours are theme pairs tested for AA.

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const flagList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.info}`,
  borderRadius: vars.radius.pill,
  background: vars.color.info,
  color: vars.color.onInfo,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.borderWidth,
    },
  },
});

export const chevron = style({
  display: 'inline-block',
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const explanation = style({
  marginBlockStart: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `${vars.size.borderWidthStrong} solid ${vars.color.info}`,
  display: 'grid',
  gap: vars.space.xxs,
});

export const rule = style({ margin: 0 });

export const evidence = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

// Each question and answer pair is wrapped for valid markup but lays out in the grid's two columns.
export const evidenceRow = style({ display: 'contents' });

export const question = style({ color: vars.color.textMuted });

export const answer = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const notFlagged = style({ margin: 0, color: vars.color.textMuted });
