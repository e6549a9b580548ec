import { organizationBrandOf } from '@shortlist/domain/brands';
import type { DefaultConfiguration } from '@shortlist/domain/schemas';

/** How an email looks: the header's colour, logo and name. */
export interface Brand {
  colour: string;
  logoUrl: string | null;
  name: string;
}

// Decision: Shortlist's own teal (#0b5d6b): white text on it has a contrast of 7.5:1 (WCAG AA and AAA).
export const productBrand: Brand = { colour: '#0b5d6b', logoUrl: null, name: 'Shortlist' };

/**
 * The organisation's brand (colour and logo from its settings, when well formed and readable: a stored colour
 * that fails the contrast rule falls back), else Shortlist's.
 */
export function brandOf(
  organization: { name: string; defaultConfiguration?: DefaultConfiguration | null } | null,
): Brand {
  if (!organization) return productBrand;
  const { colour, logoUrl } = organizationBrandOf(organization.defaultConfiguration?.text);
  return { colour: colour ?? productBrand.colour, logoUrl, name: organization.name };
}
