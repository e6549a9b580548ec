import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const conflict = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderInlineStart: `${vars.size.borderWidthStrong} solid ${vars.color.errorText}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  color: vars.color.errorText,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0, maxWidth: vars.size.narrowMax });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
