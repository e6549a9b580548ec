import type { DefaultConfiguration } from '@shortlist/domain/schemas';

/** How an email looks: the header's colour, logo and name. */
export interface Brand {
  colour: string;
  logoUrl: string | null;
  name: string;
}

// Decision: Shortlist's own teal (#0b5d6b): white text on it has a contrast of 7.4:1 (WCAG AA and AAA).
export const productBrand: Brand = { colour: '#0b5d6b', logoUrl: null, name: 'Shortlist' };

const colourPattern = /^#[0-9a-fA-F]{6}$/;

/** The organisation's brand (colour and logo from its settings, when set and well formed), else Shortlist's. */
export function brandOf(
  organization: { name: string; defaultConfiguration?: DefaultConfiguration | null } | null,
): Brand {
  if (!organization) return productBrand;
  const text = (organization.defaultConfiguration?.text ?? {}) as Record<string, unknown>;
  const colour = typeof text.brandColour === 'string' && colourPattern.test(text.brandColour);
  const logo = typeof text.logoUrl === 'string' && text.logoUrl.startsWith('https://');
  return {
    colour: colour ? (text.brandColour as string) : productBrand.colour,
    logoUrl: logo ? (text.logoUrl as string) : null,
    name: organization.name,
  };
}
