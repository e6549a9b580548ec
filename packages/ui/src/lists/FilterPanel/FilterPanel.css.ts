import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.heading });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
