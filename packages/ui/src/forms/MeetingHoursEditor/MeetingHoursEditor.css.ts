import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const days = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none' });

export const day = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const dayName = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xs });

export const intervals = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const interval = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const time = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.small });

export const input = style({
  inlineSize: '6em',
  minHeight: vars.size.buttonHeightSmall,
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.errorText },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const error = style({ color: vars.color.errorText, fontSize: vars.fontSize.small, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const button = style({
  justifySelf: 'start',
  minHeight: vars.size.buttonHeightSmall,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
