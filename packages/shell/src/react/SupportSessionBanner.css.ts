import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// In the page's flow at the very top, so it never hides content and stays in view while scrolling.
export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: vars.fontSize.small,
});

export const message = style({ margin: 0, fontWeight: vars.fontWeight.bold });
