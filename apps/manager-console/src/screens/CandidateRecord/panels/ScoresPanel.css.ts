import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// A dense grid of score fields, two or three a row on a wide record, with the totals as a strip above.

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
});

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted });

export const error = style({ color: vars.color.errorText });

export const totals = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});

export const total = style({ display: 'flex', gap: vars.space.xxs });

export const totalTerm = style({ color: vars.color.textMuted });

export const totalValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const status = style({ color: vars.color.textMuted });

export const failure = style({ color: vars.color.errorText });
