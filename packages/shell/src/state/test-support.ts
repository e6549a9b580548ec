import type { ApiClient, ApiClientOptions, KeyValueStorage } from '@shortlist/api-client';
import { createApiClient, createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import { vi } from 'vitest';
import type { RootStorage } from './root-storage.ts';
import { createRootStorage, toStateStorage } from './root-storage.ts';

// Helpers for the tests beside the stores; not part of the package's exports.

/** A root storage over memory, loaded, with the memory behind it to inspect. */
export async function createLoadedRoot(initial: Record<string, unknown> = {}) {
  const storage: KeyValueStorage = createMemoryStorage(
    Object.keys(initial).length === 0 ? {} : { root: JSON.stringify(initial) },
  );
  const root: RootStorage = createRootStorage(toStateStorage(storage));
  await root.loaded;
  return { root, storage };
}

/** The state of one part of the `root` item, once a write of it (matching `until`) has reached storage. */
export async function readRoot(
  storage: KeyValueStorage,
  part: string,
  until: (state: unknown) => boolean = () => true,
): Promise<unknown> {
  let value: unknown;
  await vi.waitFor(() => {
    const text = storage.get('root');
    if (text === null) throw new Error('root not written yet');
    const parsed = JSON.parse(text) as Record<string, { state: unknown }>;
    if (!(part in parsed)) throw new Error(`${part} not written yet`);
    value = parsed[part]?.state;
    if (!until(value)) throw new Error(`${part} not as expected yet`);
  });
  return value;
}

export type Responder = (request: Request) => Response | Promise<Response>;

/** A real api-client whose fetch answers from `respond`, with every request kept. */
export function createScriptedApi(respond: Responder, overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const api = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return respond(request);
    },
    ...overrides,
  });
  return { api, storage, cookies, requests };
}

/** A token reply as POST /oauth/token answers it. */
export const tokenReply = {
  access_token: 'access-1',
  token_type: 'bearer',
  refresh_token: 'refresh-1',
  expires_in: 1800,
  scope: 'write',
};

/** Signs the scripted client in without a call. */
export function signInDirectly(api: ApiClient) {
  api.session.save(tokenReply);
}
