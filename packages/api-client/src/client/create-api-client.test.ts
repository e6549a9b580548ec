import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { authStorageKeys } from '../session/auth-session-store.ts';
import { createMemoryCookieJar } from '../session/cookie-jar.ts';
import { createMemoryStorage } from '../session/key-value-storage.ts';
import type { ApiClientOptions } from './api-client.ts';
import { createApiClient } from './create-api-client.ts';

// Request building and reply reading with a recording fetch; the §4/§8 rules run against real servers
// in test/.

function setUp(overrides: Partial<ApiClientOptions> = {}, reply = () => Response.json({ ok: true })) {
  const requests: Request[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const client = createApiClient({
    brand: 'portal',
    hostname: 'hartwell.localhost',
    protocol: 'http:',
    port: '8080',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return reply();
    },
    ...overrides,
  });
  return { client, requests, storage, cookies };
}

describe('createApiClient', () => {
  it("takes the API URL from the page host and brand, and the subdomain from the page's host", async () => {
    const { client, requests } = setUp();
    expect(client.urls.authenticated).toBe('http://hartwell.localhost:8080/api/v1');
    expect(client.subdomain).toBe('hartwell');
    await client.json({ method: 'GET', area: 'public', path: '/countries' });
    expect(requests[0]?.url).toBe('http://hartwell.localhost:8080/api/public/countries?subdomain=hartwell');
  });

  it("sends subdomain=null from a host without an organisation, and calls an external brand's API host", () => {
    const { client } = setUp({
      hostname: 'shortlistconnect.test',
      protocol: 'https:',
      port: '',
      brand: 'connect',
    });
    expect(client.subdomain).toBe('null');
    expect(client.urls.base).toBe('https://api.shortlistconnect.test');
  });

  it('sends the XSRF cookie back in the XSRF header, with configurable names', async () => {
    const first = setUp();
    first.cookies.set('XSRF-TOKEN', 'xsrf-1', 1);
    await first.client.send({ method: 'GET', area: 'public', path: '/version' });
    expect(first.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');

    const second = setUp({ xsrfCookieName: 'csrf', xsrfHeaderName: 'X-CSRF' });
    second.cookies.set('csrf', 'xsrf-2', 1);
    await second.client.send({ method: 'GET', area: 'public', path: '/version' });
    expect(second.requests[0]?.headers.get('X-CSRF')).toBe('xsrf-2');
    expect(second.requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('records the time of every response, failed ones included', async () => {
    let now = 1000;
    let status = 200;
    const { client, storage } = setUp({ now: () => now }, () => Response.json({}, { status }));
    await client.send({ method: 'GET', area: 'public', path: '/version' });
    expect(storage.get(authStorageKeys.timestamp)).toBe('1000');
    now = 2000;
    status = 404;
    await expect(client.send({ method: 'GET', area: 'public', path: '/version' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(storage.get(authStorageKeys.timestamp)).toBe('2000');
  });

  it('treats every status from 200 to 299 as success and reads an empty reply as undefined', async () => {
    const { client } = setUp({}, () => new Response(null, { status: 204 }));
    await expect(
      client.json({ method: 'DELETE', area: 'authenticated', path: '/user/deleteMe' }),
    ).resolves.toBeUndefined();
    const partial = setUp({}, () => Response.json({ error: 'otp_required' }, { status: 206 }));
    await expect(
      partial.client.json({ method: 'POST', area: 'base', path: '/oauth/token' }),
    ).resolves.toEqual({
      error: 'otp_required',
    });
  });

  it('rejects a status outside 200..299 with an ApiError carrying the translated message', async () => {
    const { client } = setUp({ translate: (text) => `fr:${text}` }, () =>
      Response.json({ error: 'conflict', error_description: 'This record already exists.' }, { status: 409 }),
    );
    const failure = client.send({ method: 'POST', area: 'public', path: '/signup', json: {} });
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'conflict',
      message: 'fr:This record already exists.',
    });
  });

  it('passes an abort through unchanged without touching the session', async () => {
    const onLogout = vi.fn();
    const controller = new AbortController();
    const { client } = setUp({
      onLogout,
      fetch: (input, init) =>
        new Promise((_, reject) => {
          const request = new Request(input, init);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
          controller.abort();
        }),
    });
    const failure = client.send({
      method: 'GET',
      area: 'public',
      path: '/version',
      signal: controller.signal,
    });
    await expect(failure).rejects.toHaveProperty('name', 'AbortError');
    expect(onLogout).not.toHaveBeenCalled();
  });

  describe('a call that gets no reply (§8: network error)', () => {
    const signedIn = (leaving: boolean) => {
      const set = setUp({ isLeavingPage: () => leaving }, () => {
        throw new TypeError('Failed to fetch');
      });
      set.client.session.save({
        access_token: 'access',
        token_type: 'bearer',
        refresh_token: 'refresh',
        expires_in: 3600,
        scope: 'write',
      });
      return set;
    };
    const call = { method: 'GET', area: 'authenticated', path: '/user' } as const;

    it('ends the session while the user stays on the page', async () => {
      const { client } = signedIn(false);
      await expect(client.json(call)).rejects.toBeInstanceOf(ApiError);
      expect(client.session.read()).toBeNull();
    });

    it('keeps the session when the page is being left, as the browser cancels its calls then', async () => {
      const { client } = signedIn(true);
      await expect(client.json(call)).rejects.toMatchObject({ status: 0, code: 'page_left' });
      expect(client.session.read()?.access_token).toBe('access');
    });
  });
});
