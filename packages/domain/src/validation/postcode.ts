export const postcodeMessages = {
  invalid: 'Invalid post code',
} as const;

/** Message shown for a bad postcode, e.g. in the location filter (spec §5, §8). */
export const invalidPostcodeMessage = postcodeMessages.invalid;

// Standard UK postcode shape (outward code, optional single space, inward code) plus the special GIR 0AA.
// Letters follow Royal Mail's position rules (no Q, V, X first; no I, J, Z second; and so on).
const ukPostcodePattern =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/;

/**
 * True for a well-formed UK postcode, case-insensitive, with or without the space before the inward code.
 * Decision: surrounding whitespace is ignored, but at most one space is allowed inside.
 */
export function isValidUkPostcode(value: string): boolean {
  return ukPostcodePattern.test(value.trim().toUpperCase());
}

/** Upper-case with a single space before the last three characters ('sw1a1aa' -> 'SW1A 1AA'). */
export function normalizeUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
