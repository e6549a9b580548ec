import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Shared shapes of the record's panels: compact lists and tables that sit in a bordered section.

export const compactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

export const headerCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const cell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'top',
});
