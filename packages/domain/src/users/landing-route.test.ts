import { describe, expect, it } from 'vitest';
import type { BrandId } from '../brands/index.ts';
import { brandIds } from '../brands/index.ts';
import type { UserType } from '../enums/enumerations.ts';
import type { LandingInput } from './landing-route.ts';
import { resolveLandingRoute } from './landing-route.ts';

const withRole = [{ role: null }, { role: { id: 5 } }];
const withoutRole = [{ role: null }, {}, { role: undefined }];

describe('resolveLandingRoute', () => {
  it.each<[UserType, LandingInput['applications'], string]>([
    ['CANDIDATE', withRole, '/applications'],
    ['CANDIDATE', withoutRole, '/profile/create'],
    ['CANDIDATE', [], '/profile/create'],
    ['CANDIDATE', null, '/profile/create'],
    ['CANDIDATE', undefined, '/profile/create'],
    ['ANONYMOUS_CANDIDATE', withRole, '/applications'],
    ['ANONYMOUS_CANDIDATE', withoutRole, '/profile/create'],
  ])('sends a %s to the right place given applications %j', (userType, applications, expected) => {
    expect(resolveLandingRoute({ user: { id: 1, userType }, applications, brand: 'portal' })).toBe(expected);
  });

  it.each<[UserType, BrandId, string]>([
    ['HIRING_MANAGER', 'lateral', '/manager/search'],
    ['HIRING_MANAGER_ADMIN', 'lateral', '/manager/search'],
    ['ADMIN', 'lateral', '/manager/search'],
    ['HIRING_MANAGER', 'portal', '/manager/roles'],
    ['HIRING_MANAGER_ADMIN', 'cms', '/manager/roles'],
    ['ADMIN', 'connect', '/manager/roles'],
    ['HIRING_MANAGER', 'contextual', '/manager/roles'],
  ])('sends a %s on %s to %s', (userType, brand, expected) => {
    expect(resolveLandingRoute({ user: { id: 2, userType }, applications: withRole, brand })).toBe(expected);
  });

  it.each(brandIds)('sends visitors who are not signed in on %s to login or signup', (brand) => {
    const expected = brand === 'connect' ? '/signup' : '/login';
    expect(resolveLandingRoute({ user: null, brand })).toBe(expected);
    expect(resolveLandingRoute({ user: undefined, brand })).toBe(expected);
    expect(resolveLandingRoute({ user: { userType: 'HIRING_MANAGER' }, brand })).toBe(expected);
    expect(resolveLandingRoute({ user: { id: null, userType: 'CANDIDATE' }, brand })).toBe(expected);
  });

  it.each(brandIds)('sends a signed-in user with no user type on %s to /roles', (brand) => {
    expect(resolveLandingRoute({ user: { id: 9, userType: null }, brand })).toBe('/roles');
    expect(resolveLandingRoute({ user: { id: 9 }, brand })).toBe('/roles');
  });
});
