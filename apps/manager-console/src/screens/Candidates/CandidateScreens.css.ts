import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const crumbs = style({ margin: 0, fontSize: vars.fontSize.small });
