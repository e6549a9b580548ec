/**
 * The HTTP basic `Authorization` value for the OAuth client (RFC 7617: `id:secret`, UTF-8, base64), as
 * unauthenticated calls send it (§7).
 */
export function encodeBasicAuthorization(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
