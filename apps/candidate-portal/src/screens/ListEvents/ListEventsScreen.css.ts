import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const filter = style({ maxWidth: vars.size.inputWidth });
