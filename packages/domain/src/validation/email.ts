// Decision: "standard address pattern" means the practical HTML-form shape: one @, a non-empty local part
// without spaces, and a dotted domain whose labels are letters, digits or hyphens (no leading/trailing hyphen)
// ending in a top-level label of at least two letters.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Longest address RFC 5321 lets a mailbox carry. */
const maxEmailLength = 254;

/** True when the value is a well-formed email address; empty is invalid (spec §5). */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > maxEmailLength) return false;
  if (!emailPattern.test(value)) return false;
  const localPart = value.slice(0, value.indexOf('@'));
  // Dots may separate local-part words but may not lead, trail or repeat.
  return !localPart.startsWith('.') && !localPart.endsWith('.') && !localPart.includes('..');
}
