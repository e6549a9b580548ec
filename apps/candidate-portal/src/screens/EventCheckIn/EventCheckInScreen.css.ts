import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const search = style({ maxWidth: vars.size.inputWidth });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const caption = style({
  paddingBlock: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.text,
});

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'left',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const scanner = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

// The camera view: as wide as the panel up to a phone's width, square enough to frame a QR code.
export const video = style({ width: '100%', maxWidth: '24rem', aspectRatio: '1', objectFit: 'cover' });

export const hidden = style({ display: 'none' });

export const pasteRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
});
