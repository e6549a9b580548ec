import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.banner,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
});

export const kind = styleVariants({
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  failure: { backgroundColor: vars.color.failure, color: vars.color.onFailure },
});

export const message = style({ margin: 0 });

export const dismiss = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid currentColor` } },
});
