import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.errorText,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0, maxWidth: vars.size.narrowMax });
