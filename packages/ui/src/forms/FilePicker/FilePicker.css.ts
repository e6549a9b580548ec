import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  maxWidth: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  color: vars.color.text,
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space.md,
      minHeight: vars.size.buttonHeightMedium,
      paddingInline: vars.space.lg,
      border: `${vars.size.borderWidth} solid ${vars.color.link}`,
      borderRadius: vars.radius.button,
      backgroundColor: vars.color.surface,
      color: vars.color.link,
      fontWeight: vars.fontWeight.bold,
      cursor: 'pointer',
    },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const accepted = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const chosen = style({ margin: 0, fontWeight: vars.fontWeight.bold });
