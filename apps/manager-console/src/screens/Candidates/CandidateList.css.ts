import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The list screen: a filter column beside the table, toolbars above and below it, all compact.

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 16rem) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const layoutWithoutFilters = style([layout, { gridTemplateColumns: 'minmax(0, 1fr)' }]);

export const main = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
});

export const spacer = style({ flex: '1 1 auto' });

export const pickers = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const pickerLabel = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
});

export const muted = style({ color: vars.color.textMuted });

export const summary = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.small,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});

export {
  compactControl as select,
  primaryToolButton,
  toolButton,
  visuallyHidden,
} from '../../app/controls.css.ts';
