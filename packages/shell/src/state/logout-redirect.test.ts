import { describe, expect, it } from 'vitest';
import { resolveLogoutRedirect } from './logout-redirect.ts';

const here = { pathname: '/manager/search', search: '?stage=3&q=law' };

describe('resolveLogoutRedirect', () => {
  it('stays without a redirect', () => {
    expect(resolveLogoutRedirect({}, here)).toBeNull();
  });

  it('goes to a given URL', () => {
    expect(resolveLogoutRedirect({ redirectTo: '/signup' }, here)).toBe('/signup');
  });

  it('goes to /login with the current path and query as the return target', () => {
    expect(resolveLogoutRedirect({ returnHere: true }, here)).toBe(
      '/login?url=%2Fmanager%2Fsearch&search=stage%3D3%26q%3Dlaw',
    );
  });

  it('keeps the current path and query on a system logout', () => {
    expect(resolveLogoutRedirect({ system: true }, here)).toBe(
      '/login?url=%2Fmanager%2Fsearch&search=stage%3D3%26q%3Dlaw',
    );
  });

  it('goes to plain /login when the location is unknown or already /login', () => {
    expect(resolveLogoutRedirect({ system: true }, null)).toBe('/login');
    expect(resolveLogoutRedirect({ returnHere: true }, { pathname: '/login', search: '?url=%2Fa' })).toBe(
      '/login',
    );
  });
});
