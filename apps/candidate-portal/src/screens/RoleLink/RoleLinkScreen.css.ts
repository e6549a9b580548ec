import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.buttonWidth}, 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const description = style({
  maxWidth: '70ch',
  lineHeight: 1.6,
  color: vars.color.text,
});

globalStyle(`${description} :is(h2, h3, h4)`, { margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${description} :is(p, ul, ol, blockquote)`, { margin: `0 0 ${vars.space.sm}` });
