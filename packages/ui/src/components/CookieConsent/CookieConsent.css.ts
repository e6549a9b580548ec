import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  zIndex: vars.zIndex.banner,
  maxHeight: vars.size.cookieBannerMaxHeight,
  overflowY: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.raisedUp,
  // §2: print views never show the cookie banner, whichever page the browser prints.
  '@media': { print: { display: 'none' } },
});

export const message = style({ margin: 0, flex: '1 1 20rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({
  paddingBlock: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.surfaceMuted}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.text,
  fontWeight: vars.fontWeight.bold,
});

export const sectionText = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const alwaysOn = style({ color: vars.color.successText, fontWeight: vars.fontWeight.bold });
