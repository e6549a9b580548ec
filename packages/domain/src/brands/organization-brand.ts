import { usableBrandColour } from './brand-colour.ts';

// What an organisation's settings give its pages and emails (issue 19): only what is safe to show.

/** The colour and logo of an organisation; null where it set none, or set one that cannot be used. */
export type OrganizationBrand = { colour: string | null; logoUrl: string | null };

/** A logo address the pages and emails may load: a well-formed https URL, else null. */
export function usableLogoUrl(value: unknown): string | null {
  if (typeof value !== 'string' || /\s/.test(value)) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The brand in an organisation's settings text (brandColour, logoUrl). Decision: a colour stored before the
 * contrast rule that fails it is dropped here, so the variant's colour shows instead.
 */
export function organizationBrandOf(
  text: Readonly<Record<string, unknown>> | null | undefined,
): OrganizationBrand {
  return { colour: usableBrandColour(text?.brandColour), logoUrl: usableLogoUrl(text?.logoUrl) };
}
