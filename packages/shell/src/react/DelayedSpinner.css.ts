import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  padding: vars.space.xl,
  minBlockSize: '50vh',
});
