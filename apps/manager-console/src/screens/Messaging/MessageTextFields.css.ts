import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const fields = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

// A subject is a line of prose, as wide as the message under it (the kit's input is form-field wide).
globalStyle(`${fields} input`, { width: '100%', maxWidth: '100%' });

export const mergeFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  float: 'left',
  width: '100%',
  marginBottom: vars.space.xxs,
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const mergeField = style({
  minHeight: '2rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} dashed ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusWidth} solid ${vars.color.focus}` },
  },
});
