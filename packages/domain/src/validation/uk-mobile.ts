/** Length of a UK mobile number in national format, e.g. 07700900123. */
export const ukMobileLength = 11;

// Decision: the spec's "one special number also accepted" is not shown; we accept the all-zero
// placeholder 00000000000 (11 characters, used for test and demo accounts). It is chosen because the
// shape rule would otherwise reject it, so the exception is real and testable.
export const specialUkMobileNumber = '00000000000';

/** Removes whitespace and rewrites a leading +44 to 0, the national format (spec §5). */
export function normalizeUkMobile(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
}

/** True for an 11-digit number starting 07 after normalisation, or the special number. */
export function isValidUkMobile(value: string): boolean {
  const normalized = normalizeUkMobile(value);
  if (normalized === specialUkMobileNumber) return true;
  return normalized.length === ukMobileLength && /^07\d{9}$/.test(normalized);
}
