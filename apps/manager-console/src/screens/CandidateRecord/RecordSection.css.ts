import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// A bordered panel with a compact title bar: the record's sections sit side by side like a dense sheet.

export const section = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const body = style({
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.text,
});
