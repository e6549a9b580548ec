import { describe, expect, it } from 'vitest';
import { appRoutes, isLoginRequired, matchAppRoute } from './app-routes.ts';

describe('isLoginRequired', () => {
  it.each([
    ['/profile', true],
    ['/profile/', true],
    ['/profile/create', true],
    ['/account', true],
    ['/settings', true],
    ['/settings/templates', true],
    ['/applications', true],
    ['/applications?tab=1', true],
    ['/clients', true],
    ['/clients/12', true],
    ['/manager', true],
    ['/manager/roles', true],
    ['/manager/search', true],
    ['/manager/candidate/5', true],
    ['/manager/reports/efficiency', true],
    ['/admin', true],
    ['/admin/report/3', true],
    ['/event/4/check-in', true],
    ['/manager/reports', false],
    ['/manager/reports/', false],
    ['/event/4', false],
    ['/event/4/qr-check-in', false],
    ['/', false],
    ['/roles', false],
    ['/events', false],
    ['/login', false],
    ['/signup', false],
    ['/terms', false],
    ['/apply/7', false],
    ['/applyp/7', false],
    ['/verify/abc', false],
    ['/interview/abc', false],
    ['/managers', false],
    ['/administrator', false],
    ['/profiles', false],
    ['/applications/3', false],
    ['/event', false],
    ['/nowhere', false],
  ])('says %s needs sign-in: %s', (pathname, expected) => {
    expect(isLoginRequired(pathname)).toBe(expected);
  });
});

describe('matchAppRoute', () => {
  it('serves exact /clients with the admin layout', () => {
    expect(matchAppRoute('/clients')).toEqual({
      path: '/clients',
      exact: true,
      access: 'login',
      layout: 'admin',
    });
  });

  it('serves /clients sub-paths with the non-exact rule', () => {
    expect(matchAppRoute('/clients/9')?.exact).toBe(false);
  });

  it('prefers the public /manager/reports route over the /manager rule', () => {
    expect(matchAppRoute('/manager/reports')).toMatchObject({ access: 'public', layout: 'managerReports' });
  });

  it('lets /account and /settings take the layout of the user type', () => {
    expect(matchAppRoute('/account')?.layout).toBe('byUserType');
    expect(matchAppRoute('/settings/roles')?.layout).toBe('byUserType');
  });

  it('fills route parameters from any non-empty segment', () => {
    expect(matchAppRoute('/reset-password/t0k3n')?.path).toBe('/reset-password/:token');
    expect(matchAppRoute('/reset-password/')).toBeNull();
  });

  it('gives unknown paths to the not-found screen', () => {
    expect(matchAppRoute('/does/not/exist')).toBeNull();
  });

  it('lists every login-required route of §2', () => {
    const loginPaths = appRoutes.filter((r) => r.access === 'login').map((r) => r.path);
    expect(new Set(loginPaths)).toEqual(
      new Set([
        '/profile',
        '/account',
        '/settings',
        '/clients',
        '/event/:eventId/check-in',
        '/applications',
        '/manager',
        '/admin',
      ]),
    );
  });
});
