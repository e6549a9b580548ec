// Keys whose values are secrets or credentials; the audit view shows that they were there, never their value.
const secretKeyPattern = /token|secret|password|hash|otp|cookie|credential|authorization|api.?key/i;
export const redactedValue = '[redacted]';

/** An audit entry's details with every secret-looking value replaced, at any depth. */
export function redactAuditDetails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactAuditDetails);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretKeyPattern.test(key) ? redactedValue : redactAuditDetails(inner),
    ]),
  );
}
