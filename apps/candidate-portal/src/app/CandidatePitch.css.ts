import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  padding: vars.space.md,
  borderLeft: `${vars.size.borderWidthStrong} solid ${vars.color.primary}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const stepTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
});
