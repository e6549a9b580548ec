import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const yes = style({ color: vars.color.successText });
export const no = style({ color: vars.color.errorText });
export const fallback = style({ color: vars.color.text });
