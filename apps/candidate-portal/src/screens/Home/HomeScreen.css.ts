import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.pageTitle,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
});
