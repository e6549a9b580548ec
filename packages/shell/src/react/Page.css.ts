import { vars } from '@shortlist/ui/theme';
import { style } from '@vanilla-extract/css';

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
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
  gap: vars.space.md,
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

export const link = style({
  color: vars.color.link,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold } },
});

export const menus = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
