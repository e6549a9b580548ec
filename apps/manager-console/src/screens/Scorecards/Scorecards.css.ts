import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The scorecard beside its kit on a wide screen, one above the other on a narrow one; dense tables for the rest.

export { primaryToolButton as primaryButton, toolButton } from '../../app/controls.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sideBySide = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const notice = style({
  margin: 0,
  padding: vars.space.xs,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const questionList = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const card = style({
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xxs,
});

export const flag = style({ fontWeight: vars.fontWeight.bold, color: vars.color.errorText });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
