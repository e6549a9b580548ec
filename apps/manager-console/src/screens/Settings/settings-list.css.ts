import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// What the settings screens that list records (groups, rejection reasons, messages) put around their table:
// the toolbar with its add button, the introduction, muted notes and each row's actions.

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const intro = style({ margin: 0, maxWidth: '70ch', color: vars.color.textMuted });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const rowActions = style({ display: 'flex', gap: vars.space.xxs, justifyContent: 'flex-end' });
