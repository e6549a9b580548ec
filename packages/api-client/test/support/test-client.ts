import { vi } from 'vitest';
import type { ApiClientOptions } from '../../src/client/api-client.ts';
import { createApiClient } from '../../src/client/create-api-client.ts';
import { createMemoryCookieJar } from '../../src/session/cookie-jar.ts';
import { createMemoryStorage } from '../../src/session/key-value-storage.ts';

/** One request as the server answered it. */
export type Exchange = { method: string; path: string; status: number };

/**
 * A client for `baseUrl` with memory storage and cookies, spies for the shell's callbacks, and a log of
 * every request and its status (the fetch is the real one).
 */
export function createTestClient(baseUrl: string, overrides: Partial<ApiClientOptions> = {}) {
  const exchanges: Exchange[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const onLogout = vi.fn();
  const onProcessFailure = vi.fn();
  const client = createApiClient({
    brand: 'portal',
    baseUrl,
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies,
    onLogout,
    onProcessFailure,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const response = await fetch(request);
      exchanges.push({ method: request.method, path: url.pathname, status: response.status });
      return response;
    },
    ...overrides,
  });
  return { client, storage, cookies, onLogout, onProcessFailure, exchanges };
}
