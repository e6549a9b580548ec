import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The stages as one folded list (Settings › Stages and › Stage messages): a row per stage opening onto its own.

export const intro = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, maxWidth: '70ch' });

export const stages = style({
  display: 'grid',
  maxWidth: '48rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const stage = style({});

globalStyle(`${stage} + ${stage}`, { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    // The disclosure triangle, drawn here because a flex summary loses the browser's own marker.
    '&::before': { content: '"▸"', color: vars.color.textMuted, width: '1ch' },
    '[open] > &::before': { content: '"▾"' },
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
});

export const stageName = style({
  display: 'inline',
  margin: 0,
  fontSize: vars.fontSize.text,
  lineHeight: vars.lineHeight.heading,
});
