import { describe, expect, it } from 'vitest';
import type { BrandId } from './brand-definitions.ts';
import type { Environment } from './environment.ts';
import { defaultVariant, findBrandByDomain, resolveBrand } from './resolve-brand.ts';

describe('resolveBrand', () => {
  it.each<[string, BrandId, Environment]>([
    // Prod: the brand domain decides, its subdomains and service hosts included.
    ['shortlist.test', 'portal', 'PROD'],
    ['www.shortlist.test', 'portal', 'PROD'],
    ['hartwell.shortlist.test', 'portal', 'PROD'],
    ['hire.shortlist.test', 'cms', 'PROD'],
    ['hartwell.hire.shortlist.test', 'cms', 'PROD'],
    ['lateral.shortlist.test', 'lateral', 'PROD'],
    ['shortlistcontext.test', 'contextual', 'PROD'],
    ['api.shortlistcontext.test', 'contextual', 'PROD'],
    ['shortlistconnect.test', 'connect', 'PROD'],
    ['profile.shortlistconnect.test', 'connect', 'PROD'],
    // Dev and staging: the prefix of the marker label decides.
    ['portal-dev.shortlist.test', 'portal', 'DEV'],
    ['cms-dev.shortlist.test', 'cms', 'DEV'],
    ['lateral-staging.shortlist.test', 'lateral', 'STAGING'],
    ['hartwell.lateral-staging.shortlist.test', 'lateral', 'STAGING'],
    ['contextual-staging.shortlist.test', 'contextual', 'STAGING'],
    ['api.connect-dev.shortlist.test', 'connect', 'DEV'],
    ['staging.shortlist.test', 'portal', 'STAGING'],
    ['dev.shortlist.test', 'portal', 'DEV'],
    ['unknown-staging.shortlist.test', 'portal', 'STAGING'],
    // Everything else falls back to the main variant.
    ['localhost:8080', 'portal', 'LOCAL'],
    ['hartwell.localhost', 'portal', 'LOCAL'],
    ['careers.hartwell-finch.test', 'portal', 'PROD'],
    ['shortlistconnectx.test', 'portal', 'PROD'],
  ])('resolves %s to %s on %s', (hostname, brandId, environment) => {
    expect(resolveBrand(hostname)).toEqual({ brandId, environment });
  });

  it('uses the staging environment of the main variant when there is no host name', () => {
    expect(resolveBrand('')).toEqual(defaultVariant);
    expect(defaultVariant).toEqual({ brandId: 'portal', environment: 'STAGING' });
  });

  it.each<[string, BrandId, Environment]>([
    ['shortlist.test', 'connect', 'PROD'],
    ['localhost:8080', 'lateral', 'LOCAL'],
    ['cms-staging.shortlist.test', 'contextual', 'STAGING'],
    ['', 'cms', 'STAGING'],
  ])('lets the build-time brand win on %j (%s, %s)', (hostname, buildBrand, environment) => {
    expect(resolveBrand(hostname, buildBrand)).toEqual({ brandId: buildBrand, environment });
  });

  it.each(['', 'unknown', 'Lateral', null, undefined])('ignores the build-time brand %j', (buildBrand) => {
    expect(resolveBrand('lateral.shortlist.test', buildBrand)).toEqual({
      brandId: 'lateral',
      environment: 'PROD',
    });
  });
});

describe('findBrandByDomain', () => {
  it.each<[string, BrandId | null]>([
    ['shortlist.test', 'portal'],
    ['hire.shortlist.test', 'cms'],
    ['x.lateral.shortlist.test', 'lateral'],
    ['SHORTLISTCONNECT.TEST:443', 'connect'],
    ['myshortlist.test', null],
    ['careers.hartwell-finch.test', null],
  ])('finds the brand of %s: %s', (hostname, expected) => {
    expect(findBrandByDomain(hostname)).toBe(expected);
  });
});
