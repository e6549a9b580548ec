import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const spinnerSize = createVar();

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  vars: { [spinnerSize]: vars.size.spinner },
  display: 'inline-block',
  width: spinnerSize,
  height: spinnerSize,
  borderRadius: vars.radius.round,
  border: `calc(${spinnerSize} / 10) solid ${vars.color.surfaceMuted}`,
  borderTopColor: vars.color.primary,
  animation: `${rotate} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const inline = style({
  borderColor: 'transparent',
  borderTopColor: 'currentColor',
  borderRightColor: 'currentColor',
});
