import { describe, expect, it } from 'vitest';
import type { BrandId } from './brand-definitions.ts';
import {
  isReservedSubdomainLabel,
  readLabelsBeforeRoot,
  resolveOrganizationSubdomain,
} from './organization-subdomain.ts';

describe('resolveOrganizationSubdomain', () => {
  it.each<[string, BrandId, string | null]>([
    // Local, with and without ports.
    ['hartwell.localhost', 'portal', 'hartwell'],
    ['hartwell.localhost:8080', 'portal', 'hartwell'],
    ['Kingsbench.localhost:3000', 'lateral', 'kingsbench'],
    ['hartwell.apply.localhost:8080', 'portal', 'hartwell'],
    ['localhost', 'portal', null],
    ['localhost:8080', 'portal', null],
    ['127.0.0.1:8080', 'portal', null],
    ['www.localhost:8080', 'portal', null],
    ['apply.localhost', 'portal', null],
    // Prod organisation subdomains on each brand.
    ['hartwell.shortlist.test', 'portal', 'hartwell'],
    ['hartwell.hire.shortlist.test', 'cms', 'hartwell'],
    ['northwind.lateral.shortlist.test', 'lateral', 'northwind'],
    ['hartwell.shortlistcontext.test', 'contextual', 'hartwell'],
    ['hartwell.shortlistconnect.test', 'connect', 'hartwell'],
    ['www.hartwell.shortlist.test', 'portal', 'hartwell'],
    ['hartwell.apply.shortlist.test', 'portal', 'hartwell'],
    // Dev and staging: labels left of the marker.
    ['hartwell.lateral-staging.shortlist.test', 'lateral', 'hartwell'],
    ['hartwell.staging.shortlist.test', 'portal', 'hartwell'],
    ['hartwell.portal-dev.shortlist.test', 'portal', 'hartwell'],
    ['lateral-staging.shortlist.test', 'lateral', null],
    ['apply.portal-dev.shortlist.test', 'portal', null],
    // Reserved first labels, brand apexes and service hosts are no organisation.
    ['shortlist.test', 'portal', null],
    ['www.shortlist.test', 'portal', null],
    ['app.shortlist.test', 'portal', null],
    ['api.shortlist.test', 'portal', null],
    ['apply.shortlist.test', 'portal', null],
    ['hire.shortlist.test', 'portal', null],
    ['lateral.shortlist.test', 'portal', null],
    ['api.shortlistconnect.test', 'connect', null],
    ['profile.shortlistcontext.test', 'contextual', null],
    // Custom hostnames and another brand's domain carry no subdomain.
    ['careers.hartwell-finch.test', 'portal', null],
    ['hartwell.shortlist.test', 'connect', null],
    ['under_score.shortlist.test', 'portal', null],
  ])('reads %s on %s as organisation %j', (hostname, brand, expected) => {
    expect(resolveOrganizationSubdomain(hostname, brand)).toBe(expected);
  });
});

describe('isReservedSubdomainLabel', () => {
  it.each([
    ['www', true],
    ['api', true],
    ['apply', true],
    ['app', true],
    ['dev', true],
    ['staging', true],
    ['acme-dev', true],
    ['connect', true],
    ['hire', true],
    ['hartwell', false],
    ['developer', false],
  ])('treats %s as reserved: %s', (label, expected) => {
    expect(isReservedSubdomainLabel(label)).toBe(expected);
  });
});

describe('readLabelsBeforeRoot', () => {
  it('lists the labels left of the brand domain', () => {
    expect(readLabelsBeforeRoot('a.b.shortlist.test', 'portal')).toEqual(['a', 'b']);
  });

  it('has no labels for a loopback address', () => {
    expect(readLabelsBeforeRoot('127.0.0.1', 'portal')).toBeNull();
  });
});
