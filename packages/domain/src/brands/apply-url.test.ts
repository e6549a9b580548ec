import { describe, expect, it } from 'vitest';
import { buildApplyUrl } from './apply-url.ts';
import type { BrandId } from './brand-definitions.ts';
import type { Environment } from './environment.ts';

const customDomain = { subdomain: 'hartwell', clientDomain: 'careers.hartwell-finch.test' };
const ownSubdomainOnly = { subdomain: 'hartwell', clientDomain: null };

describe('buildApplyUrl', () => {
  it.each<[BrandId, Environment, string]>([
    ['portal', 'PROD', 'https://hartwell.apply.shortlist.test/applya/42'],
    ['lateral', 'PROD', 'https://hartwell.apply.lateral.shortlist.test/applya/42'],
    ['connect', 'PROD', 'https://hartwell.apply.shortlistconnect.test/applya/42'],
    ['portal', 'STAGING', 'https://hartwell.apply.portal-staging.shortlist.test/applya/42'],
    ['cms', 'DEV', 'https://hartwell.apply.cms-dev.shortlist.test/applya/42'],
    ['portal', 'LOCAL', 'http://hartwell.apply.localhost:8080/applya/42'],
  ])('builds the address from the subdomain for a custom-domain organisation (%s, %s)', (brand, env, url) => {
    expect(buildApplyUrl({ organization: customDomain, brand, environment: env, path: '/applya/42' })).toBe(
      url,
    );
  });

  it.each<[BrandId, Environment, string]>([
    ['portal', 'DEV', 'https://apply.portal-dev.shortlist.test/applya/42'],
    ['lateral', 'STAGING', 'https://apply.lateral-staging.shortlist.test/applya/42'],
    ['contextual', 'STAGING', 'https://apply.contextual-staging.shortlist.test/applya/42'],
    ['portal', 'PROD', 'https://apply.shortlist.test/applya/42'],
    ['portal', 'LOCAL', 'http://apply.localhost:8080/applya/42'],
  ])('builds the address from the variant host without a custom domain (%s, %s)', (brand, env, url) => {
    expect(
      buildApplyUrl({ organization: ownSubdomainOnly, brand, environment: env, path: '/applya/42' }),
    ).toBe(url);
  });

  it.each([
    { subdomain: null, clientDomain: 'careers.hartwell-finch.test' },
    { subdomain: '', clientDomain: 'careers.hartwell-finch.test' },
    { subdomain: 'hartwell', clientDomain: '  ' },
    {},
  ])('falls back to the shared apply host for %j', (organization) => {
    expect(buildApplyUrl({ organization, brand: 'portal', environment: 'PROD', path: '/apply/7' })).toBe(
      'https://apply.shortlist.test/apply/7',
    );
  });

  it('adds the leading slash a path lacks', () => {
    expect(buildApplyUrl({ organization: {}, brand: 'portal', environment: 'PROD', path: 'preview/9' })).toBe(
      'https://apply.shortlist.test/preview/9',
    );
  });

  it('lower-cases the subdomain', () => {
    const organization = { subdomain: 'Hartwell', clientDomain: 'careers.hartwell-finch.test' };
    expect(buildApplyUrl({ organization, brand: 'portal', environment: 'PROD', path: '/' })).toBe(
      'https://hartwell.apply.shortlist.test/',
    );
  });
});
