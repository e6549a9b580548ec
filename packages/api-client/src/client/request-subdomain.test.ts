import { describe, expect, it } from 'vitest';
import { resolveRequestSubdomain } from './request-subdomain.ts';

describe('resolveRequestSubdomain', () => {
  it("sends the organisation's subdomain of the page host", () => {
    expect(resolveRequestSubdomain('hartwell.localhost', 'portal')).toBe('hartwell');
    expect(resolveRequestSubdomain('hartwell.shortlist.test', 'portal')).toBe('hartwell');
  });

  it("sends the string 'null' when the host names no organisation", () => {
    expect(resolveRequestSubdomain('localhost', 'portal')).toBe('null');
    expect(resolveRequestSubdomain('www.shortlist.test', 'portal')).toBe('null');
    expect(resolveRequestSubdomain('127.0.0.1', 'portal')).toBe('null');
  });
});
