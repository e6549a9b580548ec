import { describe, expect, it } from 'vitest';
import { normalizeHostname, parseHost } from './hostname.ts';

describe('parseHost', () => {
  it.each([
    ['shortlist.test', 'shortlist.test', ''],
    ['  Hartwell.Shortlist.TEST  ', 'hartwell.shortlist.test', ''],
    ['shortlist.test.', 'shortlist.test', ''],
    ['hartwell.localhost:8080', 'hartwell.localhost', '8080'],
    ['localhost:8080', 'localhost', '8080'],
    ['[::1]:8080', '::1', '8080'],
    ['[::1]', '::1', ''],
    ['::1', '::1', ''],
    ['', '', ''],
  ])('reads %j as host %j and port %j', (input, hostname, port) => {
    expect(parseHost(input)).toEqual({ hostname, port });
  });

  it('drops the port when normalising a host name', () => {
    expect(normalizeHostname('Hartwell.localhost:8080')).toBe('hartwell.localhost');
  });
});
