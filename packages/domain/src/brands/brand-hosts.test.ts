import { describe, expect, it } from 'vitest';
import type { BrandId } from './brand-definitions.ts';
import { buildBrandRootHost, resolveExternalHosts } from './brand-hosts.ts';
import type { Environment } from './environment.ts';

describe('buildBrandRootHost', () => {
  it.each<[BrandId, Environment, string]>([
    ['portal', 'LOCAL', 'localhost:8080'],
    ['connect', 'LOCAL', 'localhost:8080'],
    ['portal', 'DEV', 'portal-dev.shortlist.test'],
    ['lateral', 'STAGING', 'lateral-staging.shortlist.test'],
    ['connect', 'STAGING', 'connect-staging.shortlist.test'],
    ['portal', 'PROD', 'shortlist.test'],
    ['cms', 'PROD', 'hire.shortlist.test'],
    ['lateral', 'PROD', 'lateral.shortlist.test'],
    ['contextual', 'PROD', 'shortlistcontext.test'],
    ['connect', 'PROD', 'shortlistconnect.test'],
  ])('roots %s on %s at %s', (brand, environment, expected) => {
    expect(buildBrandRootHost(brand, environment)).toBe(expected);
  });
});

describe('resolveExternalHosts', () => {
  it.each<[BrandId, Environment, string, string]>([
    ['connect', 'PROD', 'api.shortlistconnect.test', 'profile.shortlistconnect.test'],
    ['contextual', 'PROD', 'api.shortlistcontext.test', 'profile.shortlistcontext.test'],
    ['connect', 'STAGING', 'api.connect-staging.shortlist.test', 'profile.connect-staging.shortlist.test'],
    ['contextual', 'DEV', 'api.contextual-dev.shortlist.test', 'profile.contextual-dev.shortlist.test'],
  ])(
    'gives external brand %s on %s the API host %s and profile host %s',
    (brand, env, apiHost, profileHost) => {
      expect(resolveExternalHosts(brand, env)).toEqual({ apiHost, profileHost });
    },
  );

  it.each<[BrandId, Environment]>([
    ['portal', 'PROD'],
    ['cms', 'STAGING'],
    ['lateral', 'DEV'],
    ['connect', 'LOCAL'],
  ])('gives %s on %s no separate hosts', (brand, environment) => {
    expect(resolveExternalHosts(brand, environment)).toBeNull();
  });
});
