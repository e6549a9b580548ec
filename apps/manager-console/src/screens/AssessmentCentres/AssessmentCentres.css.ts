import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// The assessment-centre screens reuse the console's dense tables and controls; these are their own parts:
// the set-up's fieldsets and the rota grid, readable at 1440 px and on a projector.

export const section = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.lg });

export const heading = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.large });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });

export const input = style({
  minHeight: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const textarea = style([input, { minHeight: '5rem', padding: vars.space.xs }]);

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const checks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const errors = style({ margin: 0, paddingInlineStart: vars.space.md, color: vars.color.errorText });

export const gridWrap = style({ overflowX: 'auto' });

export const grid = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const cell = style({
  verticalAlign: 'top',
  padding: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'start',
});

export const sitting = style({
  display: 'grid',
  gap: '0.125rem',
  padding: vars.space.xs,
  marginBlockEnd: vars.space.xs,
  borderInlineStart: `0.25rem solid ${vars.color.border}`,
});

export const place = style({ fontWeight: vars.fontWeight.bold });

export const sample = style({
  margin: 0,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'inherit',
});
