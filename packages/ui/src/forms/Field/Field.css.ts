import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  border: 0,
  padding: 0,
  minWidth: 0,
});

export const label = style({ padding: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const required = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxs });

export const helper = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

/** As wide as a §9 input, so its counter sits under the input's end, not at the column's far edge. */
export const footerOfInput = style({ maxWidth: vars.size.inputWidth });

export const counter = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.errorText });

const control = style({
  boxSizing: 'border-box',
  maxWidth: '100%',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '0' },
    '&[aria-invalid="true"]': { borderColor: vars.color.errorText, borderWidth: vars.size.borderWidthStrong },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

/** Spec §9: inputs are 300 by 50 px. */
export const input = style([
  control,
  { width: vars.size.inputWidth, height: vars.size.inputHeight, paddingInline: vars.space.sm },
]);

export const textarea = style([
  control,
  {
    width: '100%',
    minHeight: `calc(${vars.size.inputHeight} * 2.5)`,
    padding: vars.space.sm,
    resize: 'vertical',
  },
]);

export const select = style([
  control,
  { width: vars.size.inputWidth, height: vars.size.inputHeight, paddingInline: vars.space.sm },
]);

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

/** WCAG 2.2 SC 2.5.8: the box itself is a 24 px target, never squeezed by a long label beside it. */
export const choiceInput = style({
  flexShrink: 0,
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});
