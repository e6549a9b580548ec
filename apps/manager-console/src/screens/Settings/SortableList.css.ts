import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ position: 'relative' });
export const dragging = style({ position: 'relative', zIndex: 1, opacity: 0.85 });
