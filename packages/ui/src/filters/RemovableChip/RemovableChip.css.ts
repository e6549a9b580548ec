import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  paddingInlineStart: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// WCAG 2.2 target size (2.5.8): at least 24 by 24 CSS pixels, which space.lg is.
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.space.lg,
  minBlockSize: vars.space.lg,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface, color: vars.color.link },
    '&:focus-visible': {
      outline: `${vars.size.borderWidthStrong} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.borderWidthStrong})`,
    },
  },
});
