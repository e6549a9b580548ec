import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import { createMemoryCookieJar } from './cookie-jar.ts';
import { createMemoryStorage } from './key-value-storage.ts';
import { signInWithPassword } from './sign-in.ts';
import { endSupportSession, startSupportSession } from './support-session.ts';

// "Sign in as": the admin's own session waits aside and comes back when the support session ends.

const reply = (access: string) => ({
  access_token: access,
  token_type: 'bearer',
  refresh_token: `${access}-refresh`,
  expires_in: 1800,
  scope: 'write',
});

function setUp() {
  const calls: string[] = [];
  let next = 'admin-token';
  const client = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('authorization')}`,
      );
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(reply(next));
    },
  });
  return { client, calls, issue: (token: string) => (next = token) };
}

describe('support sessions', () => {
  it('signs in as the manager, then ends that session and gives the admin their own back', async () => {
    const { client, calls, issue } = setUp();
    await signInWithPassword(client, { username: 'admin@shortlist.test', password: 'pw' });
    issue('manager-token');
    await startSupportSession(client, 'hr-token');
    expect(client.session.read()?.access_token).toBe('manager-token');

    expect(await endSupportSession(client)).toBe(true);
    expect(calls.at(-1)).toBe('DELETE /oauth/access-token Bearer manager-token');
    expect(client.session.read()?.access_token).toBe('admin-token');
    // The kept session is handed back once: ending again finds nothing to return to.
    expect(await endSupportSession(client)).toBe(false);
    expect(client.session.read()).toBeNull();
  });
});
