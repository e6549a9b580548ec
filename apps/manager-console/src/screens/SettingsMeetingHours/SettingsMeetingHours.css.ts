import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The two meeting-hours sections one under the other, each with its actions under its editor.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export { intro, muted } from '../Settings/settings-list.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0, maxWidth: '48rem' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
