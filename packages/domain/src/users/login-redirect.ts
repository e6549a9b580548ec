// §2: /login?url=<path>&search=<search> sends a visitor back to where they were after sign-in.

export const loginPath = '/login';

/** Anything with `get(name)`, such as URLSearchParams. */
export type SearchParamsReader = { get(name: string): string | null };

export type LoginReturnTarget = { readonly pathname: string; readonly search?: string | null };

/** Decision: `search` is stored without its `?` and left out when empty. */
export function buildLoginRedirect({ pathname, search }: LoginReturnTarget): string {
  const query = stripQuestionMark(search ?? '');
  const parts = [`url=${encodeURIComponent(pathname)}`];
  if (query !== '') parts.push(`search=${encodeURIComponent(query)}`);
  return `${loginPath}?${parts.join('&')}`;
}

/**
 * The same-origin path to return to after sign-in, or null. Only paths starting with a single `/` are
 * accepted: `//host`, `/\host` (browsers read `\` as `/`), absolute URLs and control characters are refused.
 * Decision: when `url` carries its own query, `search` is ignored rather than merged.
 */
export function readLoginReturn(searchParams: string | SearchParamsReader): string | null {
  const reader = typeof searchParams === 'string' ? parseQuery(searchParams) : searchParams;
  const url = reader.get('url');
  if (url === null || !isSameOriginPath(url)) return null;
  const search = stripQuestionMark(reader.get('search') ?? '');
  return search === '' || url.includes('?') ? url : `${url}?${search}`;
}

export function isSameOriginPath(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs, so `/\t/evil.test` would become `//evil.test`.
  if (value.includes('\\') || hasControlCharacter(value)) return false;
  return value.startsWith('/') && !value.startsWith('//');
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function stripQuestionMark(value: string): string {
  return value.startsWith('?') ? value.slice(1) : value;
}

function parseQuery(query: string): SearchParamsReader {
  const pairs: [string, string][] = [];
  for (const part of stripQuestionMark(query).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawKey = equals === -1 ? part : part.slice(0, equals);
    const rawValue = equals === -1 ? '' : part.slice(equals + 1);
    const key = decodeQueryComponent(rawKey);
    const value = decodeQueryComponent(rawValue);
    if (key !== null && value !== null) pairs.push([key, value]);
  }
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

function decodeQueryComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    // A malformed escape such as `%E0%A4%A` makes the pair unreadable; it is skipped.
    return null;
  }
}
