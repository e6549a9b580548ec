import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onSuccess,
  fontSize: vars.fontSize.small,
});

export const text = style({ flex: '1 1 auto', fontWeight: vars.fontWeight.bold });
