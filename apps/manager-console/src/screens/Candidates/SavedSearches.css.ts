import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';
import { toolButton } from '../../app/controls.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const trigger = toolButton;

export const message = style({ fontSize: vars.fontSize.small, color: vars.color.successText });

export const menu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  gap: vars.space.xs,
  width: '18rem',
  marginBlockStart: vars.space.xxs,
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.overlay,
  fontSize: vars.fontSize.small,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const none = style({ margin: 0, color: vars.color.textMuted });
export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

export const remove = style({
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});

export const saveButton = toolButton;

export const form = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.fontWeight.bold });
export const input = style({
  height: '2.2rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` } },
});
export const error = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });
