import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: vars.size.buttonHeightMedium,
  paddingInline: vars.space.md,
  border: 0,
  borderBlockEnd: `${vars.space.xs} solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.link,
      borderBlockEndColor: vars.color.link,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusInset,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.md,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});
