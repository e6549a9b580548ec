import { appRoutes } from '@shortlist/domain/users';
import { RequireLogin } from '@shortlist/shell/react';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { candidateRoutes } from './routes.tsx';

// The shared routes come from the shell; the manager and admin paths are served by their own apps.
const sharedPaths = [
  '/login',
  '/oauth',
  '/forgot-password',
  '/magic-password',
  '/verify-email/:token',
  '/verify/:token',
  '/reset-password/:token',
  '/account',
  '/settings',
  '/terms',
  '/policy',
];
const otherApps = (path: string) => /^\/(manager|admin|clients)(\/|$)/.test(path);

function isWrappedInRequireLogin(element: unknown): boolean {
  return isValidElement(element) && element.type === RequireLogin;
}

describe('candidate portal routes', () => {
  const served = new Map(candidateRoutes.map((route) => [route.path, route.element]));

  it('serves every candidate and public route of §2 that no other app or the shell serves', () => {
    const expected = appRoutes
      .map((route) => route.path)
      .filter((path) => !otherApps(path) && !sharedPaths.includes(path));
    expect([...served.keys()].filter((path) => path !== '/profile/create').sort()).toEqual(
      [...new Set(expected)].sort(),
    );
    expect(served.has('/profile/create')).toBe(true);
  });

  it('puts the login-required routes behind RequireLogin', () => {
    for (const route of appRoutes.filter((each) => each.access === 'login' && served.has(each.path))) {
      expect(isWrappedInRequireLogin(served.get(route.path)), route.path).toBe(true);
    }
    expect(isWrappedInRequireLogin(served.get('/profile/create'))).toBe(true);
  });

  it('leaves the public pages open', () => {
    for (const path of [
      '/',
      '/roles',
      '/events',
      '/job/:link',
      '/interview/:token',
      '/signup',
      '/event/:eventId',
    ]) {
      expect(isWrappedInRequireLogin(served.get(path)), path).toBe(false);
    }
  });
});
