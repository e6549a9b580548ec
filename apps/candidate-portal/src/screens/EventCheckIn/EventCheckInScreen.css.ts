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
