import { describe, expect, it } from 'vitest';
import type { ApiBaseUrlInput } from './api-base-url.ts';
import { apiPaths, resolveApiBaseUrl, resolveApiUrls } from './api-base-url.ts';

describe('resolveApiBaseUrl', () => {
  it.each<[ApiBaseUrlInput, string]>([
    // LOCAL: the page's own origin for every brand.
    [{ hostname: 'localhost', protocol: 'http:', port: '8080', brand: 'portal' }, 'http://localhost:8080'],
    [
      { hostname: 'hartwell.localhost', protocol: 'http:', port: '8080', brand: 'portal' },
      'http://hartwell.localhost:8080',
    ],
    [
      { hostname: 'hartwell.localhost:8080', protocol: 'http:', port: '', brand: 'portal' },
      'http://hartwell.localhost:8080',
    ],
    [{ hostname: 'hartwell.localhost', protocol: 'http:', brand: 'lateral' }, 'http://hartwell.localhost'],
    [{ hostname: 'localhost', protocol: 'http', port: 8080, brand: 'connect' }, 'http://localhost:8080'],
    [{ hostname: '127.0.0.1', protocol: 'http:', port: '8080', brand: 'portal' }, 'http://127.0.0.1:8080'],
    [{ hostname: '[::1]', protocol: 'http:', port: '8080', brand: 'portal' }, 'http://[::1]:8080'],
    // Internal brands: the page's own origin, default ports dropped.
    [{ hostname: 'shortlist.test', protocol: 'https:', port: '', brand: 'portal' }, 'https://shortlist.test'],
    [
      { hostname: 'hartwell.hire.shortlist.test', protocol: 'https:', port: '443', brand: 'cms' },
      'https://hartwell.hire.shortlist.test',
    ],
    [
      { hostname: 'lateral-staging.shortlist.test', protocol: 'https:', brand: 'lateral' },
      'https://lateral-staging.shortlist.test',
    ],
    [
      { hostname: 'portal-dev.shortlist.test', protocol: 'http:', port: '80', brand: 'portal' },
      'http://portal-dev.shortlist.test',
    ],
    [
      { hostname: 'careers.hartwell-finch.test', protocol: 'https:', brand: 'portal' },
      'https://careers.hartwell-finch.test',
    ],
    // External brands: their API host, unless on the profile host.
    [
      { hostname: 'shortlistconnect.test', protocol: 'https:', brand: 'connect' },
      'https://api.shortlistconnect.test',
    ],
    [
      { hostname: 'hartwell.shortlistcontext.test', protocol: 'https:', port: '8443', brand: 'contextual' },
      'https://api.shortlistcontext.test',
    ],
    [
      { hostname: 'profile.shortlistconnect.test', protocol: 'https:', brand: 'connect' },
      'https://profile.shortlistconnect.test',
    ],
    [
      { hostname: 'profile.shortlistcontext.test', protocol: 'https:', brand: 'contextual' },
      'https://profile.shortlistcontext.test',
    ],
    [
      { hostname: 'connect-staging.shortlist.test', protocol: 'https:', brand: 'connect' },
      'https://api.connect-staging.shortlist.test',
    ],
    [
      { hostname: 'profile.connect-staging.shortlist.test', protocol: 'https:', brand: 'connect' },
      'https://profile.connect-staging.shortlist.test',
    ],
    [
      { hostname: 'contextual-dev.shortlist.test', protocol: 'https:', brand: 'contextual' },
      'https://api.contextual-dev.shortlist.test',
    ],
    [
      { hostname: 'careers.hartwell-finch.test', protocol: 'https:', brand: 'connect' },
      'https://api.shortlistconnect.test',
    ],
  ])('sends calls from %j to %s', (input, expected) => {
    expect(resolveApiBaseUrl(input)).toBe(expected);
  });
});

describe('resolveApiUrls', () => {
  it('puts unauthenticated calls on the base, authenticated under /api/v1 and public under /api/public', () => {
    expect(
      resolveApiUrls({ hostname: 'localhost', protocol: 'http:', port: '8080', brand: 'portal' }),
    ).toEqual({
      base: 'http://localhost:8080',
      oauth: 'http://localhost:8080/oauth',
      authenticated: 'http://localhost:8080/api/v1',
      public: 'http://localhost:8080/api/public',
    });
  });

  it('exports the path prefixes of §7', () => {
    expect(apiPaths).toEqual({ oauth: '/oauth', authenticated: '/api/v1', public: '/api/public' });
  });
});
