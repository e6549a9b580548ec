import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The connections as a short list of cards, the connect form under them.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';
export { intro, muted, rowActions } from '../Settings/settings-list.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0, maxWidth: '48rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const form = style({ display: 'grid', gap: vars.space.sm });
