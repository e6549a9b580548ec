import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const marks = style({ display: 'inline-flex', flexWrap: 'wrap', columnGap: vars.space.sm });
export const part = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
});
