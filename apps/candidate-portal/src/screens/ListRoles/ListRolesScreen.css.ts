import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({ margin: 0, color: vars.color.text });
