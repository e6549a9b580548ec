import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const rules = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

const rule = { display: 'flex', alignItems: 'center', gap: vars.space.xs } as const;

export const met = style({ ...rule, color: vars.color.successText });

export const missing = style({ ...rule, color: vars.color.textMuted });
