import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: vars.color.onSuccess,
  fontSize: vars.fontSize.small,
});

export const text = style({ flex: '1 1 auto', fontWeight: vars.fontWeight.bold });

// Outlined in the banner's own text colour, so both buttons keep its contrast.
export const action = style({
  height: '1.75rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.onSuccess}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.onSuccess,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
    '&:focus-visible': {
      outline: `${vars.size.focusWidth} solid ${vars.color.onSuccess}`,
      outlineOffset: '2px',
    },
  },
});
