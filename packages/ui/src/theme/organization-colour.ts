import type { BrandId } from '@shortlist/domain/brands';
import { darkenToContrast, minimumTextContrast, mixColours } from '@shortlist/domain/brands';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { brandTokens } from './brands/index.ts';
import { vars } from './contract.css.ts';

// An organisation's colour in place of the theme's primary tokens (issue 19), as inline custom properties
// on a wrapper: derived from the colour and the brand alone, so server and browser render the same style.

/** How much darker the hover shade is than the colour, as the brands' own hover shades are (about 25%). */
const hoverShade = 0.25;

/** The primary, hover, focus and link tokens for a colour that passed the domain's contrast rule. */
export function organizationColourTokens(colour: string, brandId: BrandId) {
  const theme = brandTokens[brandId].color;
  return {
    primary: colour,
    primaryHover: mixColours(colour, '#000000', hoverShade),
    focus: colour,
    // Links also sit on muted panels, a little darker than the page: the shade of the colour that reads there.
    link: darkenToContrast(colour, theme.surfaceMuted, minimumTextContrast),
  };
}

/** The style attribute that repaints a subtree in the organisation's colour. */
export function organizationColourStyle(colour: string, brandId: BrandId): Record<string, string> {
  const tokens = organizationColourTokens(colour, brandId);
  return assignInlineVars({
    [vars.color.primary]: tokens.primary,
    [vars.color.primaryHover]: tokens.primaryHover,
    [vars.color.focus]: tokens.focus,
    [vars.color.link]: tokens.link,
  });
}
