import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const link = style({ color: vars.color.link });
