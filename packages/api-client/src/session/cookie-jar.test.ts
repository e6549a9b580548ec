import { describe, expect, it } from 'vitest';
import type { CookieDocument } from './cookie-jar.ts';
import { createDocumentCookieJar, createMemoryCookieJar } from './cookie-jar.ts';

const day = 24 * 60 * 60 * 1000;

/** A document whose cookie property behaves like a browser's: writes set or expire one cookie each. */
function fakeDocument(now: () => number, protocol = 'https:'): CookieDocument & { writes: string[] } {
  const jar = new Map<string, { value: string; expiresAt: number }>();
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...jar]
        .filter(([, cookie]) => cookie.expiresAt > now())
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const expires = attributes.find((attribute) => attribute.startsWith('expires='));
      const expiresAt = expires ? Date.parse(expires.slice('expires='.length)) : Number.POSITIVE_INFINITY;
      jar.set(name, { value, expiresAt });
    },
  };
}

describe('createMemoryCookieJar', () => {
  it('forgets a cookie once its days have passed', () => {
    let now = 0;
    const jar = createMemoryCookieJar(() => now);
    jar.set('otpcookie-a@b.test', 'v1', 30);
    now = 30 * day - 1;
    expect(jar.get('otpcookie-a@b.test')).toBe('v1');
    now = 30 * day;
    expect(jar.get('otpcookie-a@b.test')).toBeNull();
  });

  it('removes a cookie', () => {
    const jar = createMemoryCookieJar();
    jar.set('XSRF-TOKEN', 't', 1);
    jar.remove('XSRF-TOKEN');
    expect(jar.get('XSRF-TOKEN')).toBeNull();
  });
});

describe('createDocumentCookieJar', () => {
  it('writes a site-wide cookie with its expiry and reads it back decoded', () => {
    const now = () => Date.UTC(2026, 0, 1);
    const doc = fakeDocument(now);
    const jar = createDocumentCookieJar(doc, now);
    jar.set('otpcookie-hm@hartwell.test', 'a b;c', 30);
    expect(doc.writes[0]).toBe(
      'otpcookie-hm%40hartwell.test=a%20b%3Bc; expires=Sat, 31 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
    expect(jar.get('otpcookie-hm@hartwell.test')).toBe('a b;c');
    expect(jar.get('otpcookie-other@hartwell.test')).toBeNull();
  });

  it('removes a cookie by expiring it', () => {
    const now = () => Date.UTC(2026, 0, 1);
    const doc = fakeDocument(now, 'http:');
    const jar = createDocumentCookieJar(doc, now);
    jar.set('XSRF-TOKEN', 'token', 1);
    jar.remove('XSRF-TOKEN');
    expect(doc.writes[1]).toBe('XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax');
    expect(jar.get('XSRF-TOKEN')).toBeNull();
  });
});
