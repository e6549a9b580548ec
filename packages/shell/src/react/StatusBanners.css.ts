import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// §2: fixed at the top of the page, above the content.
export const stack = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
