import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Samples of the brand colour: white text on it, and a link in it on white, as the careers pages draw them.

export const preview = style({ display: 'grid', gap: vars.space.xxs, gridColumn: '1 / -1' });

export const samples = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const sampleButton = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.button,
  color: '#ffffff',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
});

export const sampleLink = style({
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  background: '#ffffff',
});

export const status = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const fails = style([status, { color: vars.color.errorText }]);
