import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export { compactControl as select } from '../../app/controls.css.ts';

// The kit's dialog scrolls as a whole, so the merge fields and Send stay reachable under a long message.
export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

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
