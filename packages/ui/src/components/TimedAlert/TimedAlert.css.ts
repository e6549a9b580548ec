import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  transition: 'opacity 200ms ease-in',
});

export const type = styleVariants({
  info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
  error: { backgroundColor: vars.color.failure, color: vars.color.onFailure },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0 });
