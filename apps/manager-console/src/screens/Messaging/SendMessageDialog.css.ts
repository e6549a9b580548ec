import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export { compactControl as select } from '../../app/controls.css.ts';

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  // The dialog grows with the message but scrolls inside a phone's screen.
  width: 'min(40rem, 100%)',
  maxHeight: '65vh',
  overflowY: 'auto',
  paddingInlineEnd: vars.space.xxs,
});

export const row = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const channels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const channel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const result = style({ display: 'grid', gap: vars.space.xs });

export const queued = style({ margin: 0, fontSize: vars.fontSize.text, fontWeight: vars.fontWeight.bold });

export const skipped = style({ margin: 0, color: vars.color.textMuted });
