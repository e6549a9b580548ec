import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const controls = style({ display: 'grid', gap: vars.space.sm });

export const note = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const words = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });

export const wordsLabel = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted });

export { compactControl as input } from '../../../app/controls.css.ts';
