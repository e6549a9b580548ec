import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stepHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.heading,
  scrollMarginTop: vars.size.scrollOffset,
  selectors: { '&:focus': { outline: 'none' } },
});

export const stepCount = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fields = style({ display: 'flex', flexDirection: 'column' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const problems = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const problemSteps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const links = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const link = style({
  color: vars.color.link,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});
