import { describe, expect, it } from 'vitest';
import { listRoles } from './roles.ts';
import { isRoute, resolveRouteAuth, resolveRoutePath } from './route.ts';

describe('resolveRouteAuth', () => {
  it('uses the Bearer token under /api/v1 and the client credentials elsewhere unless a route says', () => {
    expect(resolveRouteAuth({ area: 'authenticated' })).toBe('bearer');
    expect(resolveRouteAuth({ area: 'public' })).toBe('client');
    expect(resolveRouteAuth({ area: 'base' })).toBe('client');
    expect(resolveRouteAuth({ area: 'base', auth: 'bearer' })).toBe('bearer');
  });
});

describe('resolveRoutePath', () => {
  it('puts a route under its area', () => {
    expect(resolveRoutePath({ area: 'authenticated', path: '/roles/{id}' })).toBe('/api/v1/roles/{id}');
    expect(resolveRoutePath({ area: 'public', path: '/countries' })).toBe('/api/public/countries');
    expect(resolveRoutePath({ area: 'base', path: '/oauth/token' })).toBe('/oauth/token');
  });
});

describe('isRoute', () => {
  it('tells a route description from anything else', () => {
    expect(isRoute(listRoles)).toBe(true);
    expect(isRoute(resolveRoutePath)).toBe(false);
    expect(isRoute({ method: 'GET' })).toBe(false);
  });
});
