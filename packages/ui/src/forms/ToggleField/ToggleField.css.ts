import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });
