import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dayNavigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
