// Query-string parsing of spec §2: key=value pairs from the search or the hash part of the address.

function decodeComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Decision: malformed percent-encoding is kept as typed rather than failing the whole parse.
    return spaced;
  }
}

function parsePairsInto(query: string, target: Map<string, string>): void {
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decodeComponent(at === -1 ? pair : pair.slice(0, at));
    if (key === '') continue;
    // A key without '=' is present with an empty value; a repeated key keeps its last value.
    target.set(key, at === -1 ? '' : decodeComponent(pair.slice(at + 1)));
  }
}

/** The query part of a hash: after its '?' ('#/path?x=1'), or the whole hash unless it is a route ('#x=1'). */
function readHashQuery(hash: string): string {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const at = body.indexOf('?');
  if (at !== -1) return body.slice(at + 1);
  return body.startsWith('/') ? '' : body;
}

/**
 * Parses key=value pairs from `location.search` and `location.hash`, URL-decoded.
 * Decision: on a key present in both, the search part wins (the real query string is authoritative).
 */
export function parseQueryString(search: string, hash = ''): Record<string, string> {
  const values = new Map<string, string>();
  parsePairsInto(readHashQuery(hash), values);
  parsePairsInto(search.startsWith('?') ? search.slice(1) : search, values);
  // fromEntries defines own properties, so keys such as __proto__ cannot touch the prototype.
  return Object.fromEntries(values);
}
