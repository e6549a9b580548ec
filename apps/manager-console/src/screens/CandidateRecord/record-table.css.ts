import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The record's compact tables (education, documents): one header and cell rhythm for both.

export const tableHeader = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tableCell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'start',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
