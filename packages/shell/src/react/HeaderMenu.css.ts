import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const menu = style({ position: 'relative' });

export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.overlay,
  minInlineSize: vars.size.buttonWidth,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const item = style({
  display: 'block',
  padding: vars.space.xs,
  color: vars.color.link,
  ':focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
});
