import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const row = style({ display: 'grid', gridTemplateColumns: '7rem 1fr', alignItems: 'center' });
export const keys = style({ display: 'flex', gap: vars.space.xxs });
export const action = style({ margin: 0 });
export const key = style({
  minWidth: '1.6rem',
  padding: `0 ${vars.space.xxs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: 'ui-monospace, monospace',
  textAlign: 'center',
});
