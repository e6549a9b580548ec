/** Where "Back to the list" leads when the record was opened without a usable `return` parameter. */
export const defaultReturnAddress = '/manager/roles';

// Any origin will do: the address is only resolved to see where a relative path really lands.
const probeOrigin = 'https://console.invalid';

/**
 * The list a record was opened from (§2 `return` parameter), kept only when it is an address inside the
 * console; anything else (another site, '//host', '/manager/../login') falls back to the roles.
 */
export function resolveReturnAddress(value: string | null): string {
  if (value === null || !value.startsWith('/manager/')) return defaultReturnAddress;
  let resolved: URL;
  try {
    resolved = new URL(value, probeOrigin);
  } catch {
    return defaultReturnAddress;
  }
  if (resolved.origin !== probeOrigin || !resolved.pathname.startsWith('/manager/')) {
    return defaultReturnAddress;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
