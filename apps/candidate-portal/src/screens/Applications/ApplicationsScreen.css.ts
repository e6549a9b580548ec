import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const interview = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});
