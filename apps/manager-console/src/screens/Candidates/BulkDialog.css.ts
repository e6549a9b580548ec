import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.small });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export { compactControl as input, compactControl as select } from '../../app/controls.css.ts';

export const modes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});
export const legend = style({ padding: 0, marginBottom: vars.space.xxs, fontWeight: vars.fontWeight.bold });
export const mode = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const hint = style({ margin: 0, color: vars.color.textMuted });

export const question = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const progress = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
});
export const bar = style({ width: '100%', accentColor: vars.color.primary });

export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });
