import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const failure = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });
