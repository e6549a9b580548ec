import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem' });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const error = style({ color: vars.color.errorText, margin: 0 });

export const note = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.small });

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });

// The report's figures: a name and its number per line.
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, max-content) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const figure = style({ display: 'contents' });
