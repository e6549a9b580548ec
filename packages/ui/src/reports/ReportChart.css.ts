import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The chart's text takes the theme's text colour (Recharts draws grey by default) so it holds 4.5:1.

export const figure = style({ margin: 0, minWidth: 0, breakInside: 'avoid' });

export const legendText = style({ color: vars.color.text, fontSize: vars.fontSize.small });

export const note = style({ fill: vars.color.text, fontSize: vars.fontSize.small, fontStyle: 'italic' });

globalStyle(`${figure} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.text,
  fontSize: vars.fontSize.small,
});

globalStyle(`${figure} .recharts-cartesian-axis-line, ${figure} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});

globalStyle(`${figure} .recharts-cartesian-grid line`, { stroke: vars.color.surfaceMuted });
