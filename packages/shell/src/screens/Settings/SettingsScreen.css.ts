import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: vars.size.contentMax,
});
