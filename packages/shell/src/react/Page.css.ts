import { mediaFrom, vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

// Closer together on a phone, so the brand, the links and Sign in share one line at 320 px.
export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [mediaFrom('sm')]: { gap: vars.space.md } },
});

export const brandName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

/** The employer's logo box in px, square: a wide logo shrinks into it, a tall one too. */
export const logoSize = 40;

export const logo = style({
  display: 'block',
  flex: 'none',
  width: logoSize,
  height: logoSize,
  objectFit: 'contain',
});

export const links = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': { [mediaFrom('sm')]: { gap: vars.space.md } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
});

export const sidebarLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// WCAG 2.2 SC 2.5.8: a header link is a 24 px high target, not just its line of text.
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  color: vars.color.link,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
});

export const menus = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
