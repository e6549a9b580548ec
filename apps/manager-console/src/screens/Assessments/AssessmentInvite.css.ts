import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export { compactControl as select } from '../../app/controls.css.ts';

export const body = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.small });

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const refusals = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const refusalTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const refusalNames = style({ margin: 0, paddingLeft: vars.space.md });

export const progress = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
});
export const bar = style({ width: '100%', accentColor: vars.color.primary });

export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });
