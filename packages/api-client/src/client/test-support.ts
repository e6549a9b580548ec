// Shared by the request-shape tests; not exported from index.ts.
import { createMemoryCookieJar } from '../session/cookie-jar.ts';
import { createMemoryStorage } from '../session/key-value-storage.ts';
import { createApiClient } from './create-api-client.ts';

/** A signed-in client whose fetch records each request and answers with `reply()` (an empty JSON list). */
export function createRecordingClient(reply: () => Response = () => Response.json([])) {
  const requests: Request[] = [];
  const now = Date.UTC(2026, 0, 1);
  const storage = createMemoryStorage({
    auth: JSON.stringify({
      isLoggedIn: true,
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 1800,
      scope: 'write',
      expiresOn: now + 1_800_000,
    }),
  });
  const client = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    hostname: 'hartwell.localhost',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies: createMemoryCookieJar(() => now),
    now: () => now,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return reply();
    },
  });
  return { client, requests };
}
