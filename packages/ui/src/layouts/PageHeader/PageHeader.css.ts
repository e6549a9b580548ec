import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  scrollMarginTop: vars.size.scrollOffset,
});

/** Spec §9: page titles are 30 px. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.pageTitle,
  lineHeight: vars.lineHeight.heading,
});

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
