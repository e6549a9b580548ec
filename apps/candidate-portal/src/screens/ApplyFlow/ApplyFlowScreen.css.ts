import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

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
