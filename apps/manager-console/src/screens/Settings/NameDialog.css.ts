import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
