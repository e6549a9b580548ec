import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import { createMemoryCookieJar } from './cookie-jar.ts';
import { createMemoryStorage } from './key-value-storage.ts';
import { signInWithPassword, signOut } from './sign-in.ts';

// The flows run against the real API in test/real-api.test.ts; these pin the choices made here.

function setUp(respond: (request: Request) => Response | Promise<Response>) {
  const forms: FormData[] = [];
  const client = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.headers.get('content-type')?.startsWith('multipart/'))
        forms.push(await request.clone().formData());
      return respond(request);
    },
  });
  return { client, forms };
}

const token = {
  access_token: 'a',
  token_type: 'bearer',
  refresh_token: 'r',
  expires_in: 1800,
  scope: 'write',
};

describe('signInWithPassword', () => {
  it("sends this device's remembered value, but not alongside a typed code", async () => {
    const { client, forms } = setUp(() => Response.json(token));
    client.otpCookies.save('otp.manager@hartwell.test', 'device-1');
    await signInWithPassword(client, { username: 'otp.manager@hartwell.test', password: 'pw' });
    await signInWithPassword(client, {
      username: 'otp.manager@hartwell.test',
      password: 'pw',
      otp: '123456',
    });
    expect(forms.map((form) => [form.get('otpCookie'), form.get('otp')])).toEqual([
      ['device-1', ''],
      ['', '123456'],
    ]);
  });

  it('remembers the device value a correct code brings for 30 days', async () => {
    const { client } = setUp(() => Response.json({ ...token, otpCookie: 'device-2' }));
    const result = await signInWithPassword(client, {
      username: 'otp.manager@hartwell.test',
      password: 'pw',
      otp: '1',
    });
    expect(result.status).toBe('signed-in');
    expect(client.otpCookies.read('otp.manager@hartwell.test')).toBe('device-2');
  });
});

describe('signOut', () => {
  it('clears the session here even when the server cannot be reached', async () => {
    const { client } = setUp(() => {
      throw new TypeError('fetch failed');
    });
    client.session.save(token);
    await signOut(client);
    expect(client.session.read()).toBeNull();
  });
});
