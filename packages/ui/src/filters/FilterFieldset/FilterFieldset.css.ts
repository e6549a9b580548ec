import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Dense controls for the manager console's filter panel: small type, small-button height.

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 0',
  minWidth: 0,
});

/** The wider part of a row, e.g. the postcode beside the miles. */
export const partWide = style({ flexGrow: 2 });

export const partLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.textMuted,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: vars.size.buttonHeightSmall,
  paddingInline: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}`, outlineOffset: '0' },
    '&[aria-invalid="true"]': { borderColor: vars.color.errorText, borderWidth: vars.size.borderWidthStrong },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.errorText,
  selectors: { '&:empty': { marginBlockStart: 0 } },
});
