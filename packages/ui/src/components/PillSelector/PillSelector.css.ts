import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const options = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const option = style({
  width: vars.size.pillOption,
  minHeight: vars.size.buttonHeightMedium,
  border: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}` },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusInset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const error = style({
  marginTop: vars.space.xs,
  color: vars.color.errorText,
  fontSize: vars.fontSize.small,
});
