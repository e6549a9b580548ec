import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.narrowMax,
  marginInline: 'auto',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const code = style({ margin: 0, fontSize: vars.fontSize.pageTitle, color: vars.color.textMuted });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.pageTitle,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0 });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });
