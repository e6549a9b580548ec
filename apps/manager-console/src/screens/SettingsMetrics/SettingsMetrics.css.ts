import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export { caption, captionText, scroller, table } from '../Settings/settings-table.css.ts';

// An editable dense table: one compact control per cell, its message under it; sideways scroll on a phone.

export const intro = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, maxWidth: '70ch' });

export const stack = style({ display: 'grid', gap: vars.space.sm });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const header = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
});

export const numberCell = style([
  cell,
  { color: vars.color.textMuted, textAlign: 'end', paddingTop: vars.space.xs },
]);

export const actionsCell = style([cell, { whiteSpace: 'nowrap' }]);

globalStyle(`${actionsCell} > * + *`, { marginInlineStart: vars.space.xxs });

export const wide = style({ boxSizing: 'border-box', width: '100%', minWidth: '8rem' });

export const key = style({ boxSizing: 'border-box', width: '9.5rem' });

export const bound = style({ boxSizing: 'border-box', width: '3.75rem' });

export const arrowButton = style({ minWidth: '2rem', paddingInline: vars.space.xs });

export const cellError = style({
  display: 'block',
  maxWidth: '14rem',
  marginTop: vars.space.xxs,
  color: vars.color.errorText,
  fontSize: vars.fontSize.small,
});

export const muted = style({
  display: 'inline-block',
  paddingTop: vars.space.xs,
  color: vars.color.textMuted,
});

export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted });

export const listError = style({ margin: 0, color: vars.color.errorText, fontSize: vars.fontSize.small });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'space-between',
});
