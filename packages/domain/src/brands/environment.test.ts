import { describe, expect, it } from 'vitest';
import type { Environment } from './environment.ts';
import { findEnvironmentMarker, isLocalHost, resolveEnvironment } from './environment.ts';

describe('resolveEnvironment', () => {
  it.each<[string, Environment]>([
    ['localhost', 'LOCAL'],
    ['localhost:8080', 'LOCAL'],
    ['127.0.0.1', 'LOCAL'],
    ['127.0.0.1:8080', 'LOCAL'],
    ['[::1]:8080', 'LOCAL'],
    ['hartwell.localhost', 'LOCAL'],
    ['hartwell.localhost:8080', 'LOCAL'],
    ['lateral-staging.localhost', 'LOCAL'],
    ['dev.shortlist.test', 'DEV'],
    ['portal-dev.shortlist.test', 'DEV'],
    ['lateral-dev.shortlist.test', 'DEV'],
    ['hartwell.connect-dev.shortlist.test', 'DEV'],
    ['staging.shortlist.test', 'STAGING'],
    ['lateral-staging.shortlist.test', 'STAGING'],
    ['hartwell.cms-staging.shortlist.test:443', 'STAGING'],
    ['acme-dev.lateral-staging.shortlist.test', 'STAGING'],
    ['shortlist.test', 'PROD'],
    ['hartwell.shortlist.test', 'PROD'],
    ['shortlistconnect.test', 'PROD'],
    ['careers.hartwell-finch.test', 'PROD'],
    ['devon.shortlist.test', 'PROD'],
    ['developer.shortlist.test', 'PROD'],
    ['stagingarea.shortlist.test', 'PROD'],
    ['shortlist.dev', 'PROD'],
    ['localhost.shortlist.test', 'PROD'],
    ['10.0.0.5', 'PROD'],
    ['', 'STAGING'],
  ])('reads %j as %s', (hostname, expected) => {
    expect(resolveEnvironment(hostname)).toBe(expected);
  });
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['hartwell.localhost:8080', true],
    ['127.0.0.1', true],
    ['127.0.0.2', false],
    ['notlocalhost', false],
    ['localhost.shortlist.test', false],
  ])('reads %j as local: %s', (hostname, expected) => {
    expect(isLocalHost(hostname)).toBe(expected);
  });
});

describe('findEnvironmentMarker', () => {
  it('names the marker label, its position and the brand prefix before it', () => {
    expect(findEnvironmentMarker('hartwell.lateral-staging.shortlist.test')).toEqual({
      environment: 'STAGING',
      index: 1,
      prefix: 'lateral',
    });
  });

  it('gives an empty prefix for a bare dev label', () => {
    expect(findEnvironmentMarker('dev.shortlist.test')).toEqual({ environment: 'DEV', index: 0, prefix: '' });
  });

  it('ignores a bare -dev label with nothing before the dash', () => {
    expect(findEnvironmentMarker('-dev.shortlist.test')).toBeNull();
  });

  it('finds no marker on a prod host', () => {
    expect(findEnvironmentMarker('hartwell.shortlist.test')).toBeNull();
  });
});
