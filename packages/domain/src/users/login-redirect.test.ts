import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, isSameOriginPath, readLoginReturn } from './login-redirect.ts';

describe('buildLoginRedirect', () => {
  it('encodes the path and the search', () => {
    expect(
      buildLoginRedirect({ pathname: '/manager/candidate/5', search: '?return=candidatesx&q=a b' }),
    ).toBe('/login?url=%2Fmanager%2Fcandidate%2F5&search=return%3Dcandidatesx%26q%3Da%20b');
  });

  it.each(['', '?', null, undefined])('leaves search out when it is %j', (search) => {
    expect(buildLoginRedirect({ pathname: '/profile', search })).toBe('/login?url=%2Fprofile');
  });

  it('round-trips through readLoginReturn', () => {
    const redirect = buildLoginRedirect({ pathname: '/settings/templates', search: '?tab=2&x=%2F' });
    const query = redirect.slice(redirect.indexOf('?'));
    expect(readLoginReturn(query)).toBe('/settings/templates?tab=2&x=%2F');
  });
});

describe('readLoginReturn', () => {
  it.each([
    ['?url=%2Fprofile', '/profile'],
    ['url=%2Fprofile', '/profile'],
    ['?url=%2Fmanager%2Froles&search=tab%3D1', '/manager/roles?tab=1'],
    ['?search=tab%3D1&url=%2Fapplications', '/applications?tab=1'],
    ['?url=/roles&search=', '/roles'],
    ['?url=%2Froles%3Fa%3D1&search=b%3D2', '/roles?a=1'],
    ['?url=/', '/'],
    ['?url=%2Fjob%2Fa+b', '/job/a b'],
  ])('returns %j to %j', (query, expected) => {
    expect(readLoginReturn(query)).toBe(expected);
  });

  it.each([
    '',
    '?search=a%3D1',
    '?url=',
    '?url=%2F%2Fevil.test',
    '?url=//evil.test',
    '?url=https%3A%2F%2Fevil.test%2Fprofile',
    '?url=http://evil.test',
    '?url=javascript%3Aalert(1)',
    '?url=%2F%5Cevil.test',
    '?url=%2F%09%2Fevil.test',
    '?url=profile',
    '?url=%E0%A4%A',
  ])('refuses %j', (query) => {
    expect(readLoginReturn(query)).toBeNull();
  });

  it('reads URLSearchParams-like objects', () => {
    const params = new Map([
      ['url', '/applications'],
      ['search', '?tab=1'],
    ]);
    expect(readLoginReturn({ get: (name) => params.get(name) ?? null })).toBe('/applications?tab=1');
  });

  it('refuses an absolute URL given through a reader', () => {
    expect(readLoginReturn({ get: (name) => (name === 'url' ? 'https://evil.test/' : null) })).toBeNull();
  });
});

describe('isSameOriginPath', () => {
  it.each([
    ['/a', true],
    ['/', true],
    ['//a', false],
    ['/\\a', false],
    ['\\\\a', false],
    ['a/b', false],
    ['/a\nb', false],
  ])('accepts %j: %s', (value, expected) => {
    expect(isSameOriginPath(value)).toBe(expected);
  });
});
