import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Header across the page; below it the profile and notes beside the stage history on wide screens.

export const record = style({ display: 'grid', gap: vars.space.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': {
    [mediaFrom('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const backLink = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
});

export const problem = style({ display: 'grid', gap: vars.space.sm });
