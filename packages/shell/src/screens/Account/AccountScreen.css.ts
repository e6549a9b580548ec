import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const avatar = style({
  inlineSize: vars.size.crashLogo,
  blockSize: vars.size.crashLogo,
  objectFit: 'cover',
  borderRadius: vars.radius.round,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  maxInlineSize: vars.size.contentMax,
});
