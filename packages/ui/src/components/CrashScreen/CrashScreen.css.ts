import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.narrowMax,
  marginInline: 'auto',
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
});

export const logo = style({ width: vars.size.crashLogo, maxWidth: '100%' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.pageTitle,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({ margin: 0 });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const robot = style({
  width: vars.size.crashRobot,
  maxWidth: '100%',
  height: 'auto',
  color: vars.color.textMuted,
});
