import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.small,
});

export const label = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const move = style({
  minWidth: '1.75rem',
  minHeight: '1.75rem',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});

export const warning = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });
