import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // §9's 216 px, unless the column is narrower (a sidebar panel): min-width would beat max-width there.
  minWidth: `min(${vars.size.buttonWidth}, 100%)`,
  maxWidth: '100%',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.button,
  border: `${vars.size.borderWidth} solid transparent`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const fullWidth = style({ width: '100%' });

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.link,
    borderColor: vars.color.link,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceMuted },
    },
  },
  danger: {
    backgroundColor: vars.color.failure,
    color: vars.color.onFailure,
  },
  text: {
    minWidth: 0,
    paddingInline: vars.space.sm,
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
  },
});

export const size = styleVariants({
  large: { minHeight: vars.size.buttonHeightLarge },
  medium: { minHeight: vars.size.buttonHeightMedium },
  small: { minHeight: vars.size.buttonHeightSmall, fontSize: vars.fontSize.small },
});
