import { describe, expect, it } from 'vitest';
import type { HostKind } from './host-kind.ts';
import { resolveHostKind } from './host-kind.ts';

describe('resolveHostKind', () => {
  it.each<[string, HostKind]>([
    ['localhost', 'candidate'],
    ['localhost:8080', 'candidate'],
    ['127.0.0.1', 'candidate'],
    ['hartwell.localhost', 'organization'],
    ['hartwell.localhost:8080', 'organization'],
    ['apply.localhost:8080', 'candidate'],
    ['hartwell.apply.localhost:8080', 'candidate'],
    ['shortlist.test', 'candidate'],
    ['www.shortlist.test', 'candidate'],
    ['hartwell.shortlist.test', 'organization'],
    ['hartwell.hire.shortlist.test', 'organization'],
    ['hire.shortlist.test', 'candidate'],
    ['apply.shortlist.test', 'candidate'],
    ['hartwell.apply.shortlist.test', 'candidate'],
    ['profile.shortlistconnect.test', 'candidate'],
    ['kingsbench.shortlistconnect.test', 'organization'],
    ['lateral-staging.shortlist.test', 'candidate'],
    ['hartwell.lateral-staging.shortlist.test', 'organization'],
    ['staging.shortlist.test', 'candidate'],
    ['hartwell.dev.shortlist.test', 'organization'],
    ['careers.hartwell-finch.test', 'organization'],
    ['careers.hartwell-finch.test:443', 'organization'],
  ])('treats %s as a %s host', (hostname, expected) => {
    expect(resolveHostKind(hostname)).toBe(expected);
  });
});
