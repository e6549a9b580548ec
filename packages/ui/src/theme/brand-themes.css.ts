import type { BrandId } from '@shortlist/domain/brands';
import { brandIds } from '@shortlist/domain/brands';
import { createTheme, style } from '@vanilla-extract/css';
import { brandTokens } from './brands/index.ts';
import { vars } from './contract.css.ts';
import { chartTokens, sizeTokens } from './tokens.ts';

// Base text settings every themed subtree inherits.
const themeBase = style({
  color: vars.color.text,
  backgroundColor: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.text,
  lineHeight: vars.lineHeight.text,
  scrollPaddingTop: vars.size.scrollOffset,
});

function createBrandClass(brandId: BrandId): string {
  const tokens = brandTokens[brandId];
  const themeClass = createTheme(vars, { ...sizeTokens, chart: chartTokens, ...tokens }, brandId);
  return `${themeClass} ${themeBase}`;
}

/** Class names that apply a brand's tokens to a subtree (put it on <body> or an app root). */
export const brandThemeClass = Object.fromEntries(brandIds.map((id) => [id, createBrandClass(id)])) as Record<
  BrandId,
  string
>;
