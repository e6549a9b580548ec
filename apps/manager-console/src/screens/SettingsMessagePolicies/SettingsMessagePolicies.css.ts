import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The stages as one folded list, each opening onto its policy and its sub-stages' own.

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

export const described = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
});

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, maxWidth: '28rem' });

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const fieldError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
