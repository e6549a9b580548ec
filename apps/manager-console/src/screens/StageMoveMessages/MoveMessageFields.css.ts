import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.small,
});

export const summary = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const field = style({ display: 'grid', gap: vars.space.xxs, fontWeight: vars.fontWeight.bold });

export const sample = style({ margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' });

export { compactControl as select } from '../../app/controls.css.ts';
