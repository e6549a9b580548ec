import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.buttonHeightSmall,
  paddingInline: vars.space.xxs,
  listStyle: 'none',
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusInset,
    },
  },
});

/** The chevron turns down while the group is open. */
export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 120ms ease-out',
  selectors: { '[open] > summary > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const title = style({ flex: '1 1 auto', minWidth: 0 });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.iconSmall,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.xxs,
  paddingBlock: `${vars.space.xs} ${vars.space.sm}`,
});
