import { resolveApiUrls } from '@shortlist/domain/brands';
import { describe, expect, it } from 'vitest';
import { buildCallUrl } from './api-call.ts';

const urls = resolveApiUrls({ hostname: 'localhost', protocol: 'http:', port: 8080, brand: 'portal' });

describe('buildCallUrl', () => {
  it('puts signed-in calls under /api/v1, public ones under /api/public and the rest on the base URL', () => {
    expect(buildCallUrl(urls, { area: 'authenticated', path: '/user' }, 'null').href).toBe(
      'http://localhost:8080/api/v1/user?subdomain=null',
    );
    expect(buildCallUrl(urls, { area: 'public', path: '/countries' }, 'hartwell').href).toBe(
      'http://localhost:8080/api/public/countries?subdomain=hartwell',
    );
    expect(buildCallUrl(urls, { area: 'base', path: '/oauth/token' }, 'null').href).toBe(
      'http://localhost:8080/oauth/token?subdomain=null',
    );
  });

  it('adds the query parameters in order, leaves out absent ones and puts subdomain last', () => {
    const url = buildCallUrl(
      urls,
      {
        area: 'authenticated',
        path: '/organization',
        query: { status: 'ACTIVE', searchTerm: undefined, page: 0, x: null },
      },
      'null',
    );
    expect(url.search).toBe('?status=ACTIVE&page=0&subdomain=null');
  });
});
