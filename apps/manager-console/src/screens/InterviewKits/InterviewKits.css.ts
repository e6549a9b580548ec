import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The coverage matrix and the kits as dense tables; the editor as a plain form.

export { primaryToolButton as primaryButton, toolButton, toolLink } from '../../app/controls.css.ts';
export { scroller } from '../Settings/settings-table.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const warning = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xxs,
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const covered = style([
  cell,
  { fontWeight: vars.fontWeight.bold, background: vars.color.surfaceMuted },
]);

export const question = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xs,
});

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '48rem' });

export const failure = style({ margin: 0, color: vars.color.errorText });
