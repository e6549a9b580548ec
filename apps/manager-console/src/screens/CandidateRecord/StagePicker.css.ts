import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
