/** The page's cookies as the OTP cookie and the XSRF token need them; `document.cookie` in browsers. */
export interface CookieJar {
  get(name: string): string | null;
  /** Sets a cookie for the whole site that lasts `days` days. */
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

const millisecondsPerDay = 24 * 60 * 60 * 1000;

/** Cookies in memory with their expiry, for tests and for runtimes without `document`. */
export function createMemoryCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, { value: string; expiresAt: number }>();
  return {
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie) return null;
      if (cookie.expiresAt <= now()) {
        cookies.delete(name);
        return null;
      }
      return cookie.value;
    },
    set(name, value, days) {
      cookies.set(name, { value, expiresAt: now() + days * millisecondsPerDay });
    },
    remove(name) {
      cookies.delete(name);
    },
  };
}

/** The part of `document` a cookie jar uses. */
export type CookieDocument = { cookie: string; location?: { protocol: string } };

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * `document.cookie`. Names and values are URI-encoded (an email address in `otpcookie-{username}` holds '@',
 * which a cookie name may not carry as is); cookies are site-wide (`path=/`), `SameSite=Lax`, and `Secure`
 * on https pages.
 */
export function createDocumentCookieJar(
  doc: CookieDocument = globalThis.document,
  now: () => number = Date.now,
): CookieJar {
  const attributes = () => `; path=/; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const separator = pair.indexOf('=');
        if (separator < 0) continue;
        if (decode(pair.slice(0, separator).trim()) === name) return decode(pair.slice(separator + 1).trim());
      }
      return null;
    },
    set(name, value, days) {
      const expires = new Date(now() + days * millisecondsPerDay).toUTCString();
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}${attributes()}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=${new Date(0).toUTCString()}${attributes()}`;
    },
  };
}
