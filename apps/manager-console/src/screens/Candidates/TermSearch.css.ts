import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import { compactControl } from '../../app/controls.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const input = style([compactControl, { width: '19rem', paddingInline: vars.space.sm }]);

export const list = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.overlay,
  width: '26rem',
  maxHeight: '20rem',
  overflowY: 'auto',
  margin: 0,
  marginBlockStart: vars.space.xxs,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
});

export const option = style({
  display: 'grid',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.small,
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.surfaceMuted,
      outline: `${vars.size.borderWidth} solid ${vars.color.focus}`,
    },
  },
});

export const name = style({ fontWeight: vars.fontWeight.bold });
export const detail = style({ color: vars.color.textMuted });
export const note = style({
  padding: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export { visuallyHidden } from '../../app/controls.css.ts';
