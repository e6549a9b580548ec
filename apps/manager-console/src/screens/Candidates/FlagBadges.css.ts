import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Contextual flags in a table cell: small pills in the theme's info pair (tested for AA contrast).

export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.info,
  color: vars.color.onInfo,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
