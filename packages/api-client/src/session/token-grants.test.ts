import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../client/api-client.ts';
import { encodeBasicAuthorization } from '../client/basic-authorization.ts';
import { createRecordingClient } from '../client/test-support.ts';
import {
  exchangeOAuthTokenForToken,
  exchangePasswordForToken,
  exchangeUserTokenForToken,
  refreshAccessToken,
  sendLogout,
} from './token-grants.ts';

// The form of each sign-in kind is §7's field list in order (blank for an absent field); the generic
// callRoute test covers the routes' method, path and auth, not these fields.

const basic = encodeBasicAuthorization('shortlist-web', 'shortlist-web-secret');

const setUp = () =>
  createRecordingClient(() => Response.json({ access_token: 'a', token_type: 'bearer', expires_in: 1800 }));

async function sentForm(send: (client: ApiClient) => Promise<unknown>) {
  const { client, requests } = setUp();
  await send(client);
  const [request] = requests as [Request];
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/oauth/token');
  expect(request.headers.get('Authorization')).toBe(basic);
  return [...(await request.formData()).entries()];
}

describe('the token forms', () => {
  it('sends a password sign-in as username, password, grant_type, partner, otp, otpCookie, scope, client_id, application_type', async () => {
    const form = await sentForm((client) =>
      exchangePasswordForToken(client, { username: 'hm@hartwell.test', password: 'pw', otp: '1234' }),
    );
    expect(form).toEqual([
      ['username', 'hm@hartwell.test'],
      ['password', 'pw'],
      ['grant_type', 'password'],
      ['partner', ''],
      ['otp', '1234'],
      ['otpCookie', ''],
      ['scope', 'write'],
      ['client_id', 'shortlist-web'],
      ['application_type', 'PATIENT'],
    ]);
  });

  it('sends a user token as the password, with type USER_TOKEN', async () => {
    const form = await sentForm((client) => exchangeUserTokenForToken(client, { token: 'user-token' }));
    expect(form).toEqual([
      ['password', 'user-token'],
      ['grant_type', 'password'],
      ['partner', ''],
      ['scope', 'write'],
      ['client_id', 'shortlist-web'],
      ['type', 'USER_TOKEN'],
      ['application_type', 'PATIENT'],
    ]);
  });

  it("sends an OAuth provider's token as the password of the username 'token'", async () => {
    const form = await sentForm((client) =>
      exchangeOAuthTokenForToken(client, { token: 'provider-token', partner: 'acme' }),
    );
    expect(form).toEqual([
      ['username', 'token'],
      ['password', 'provider-token'],
      ['grant_type', 'password'],
      ['partner', 'acme'],
      ['scope', 'write'],
      ['client_id', 'shortlist-web'],
      ['application_type', 'PATIENT'],
    ]);
  });
});

describe('refresh and logout', () => {
  it('sends the refresh grant as a multipart body, never in the address', async () => {
    const form = await sentForm((client) => refreshAccessToken(client, 'refresh-1'));
    expect(form).toEqual([
      ['refresh_token', 'refresh-1'],
      ['grant_type', 'refresh_token'],
      ['scope', 'write'],
      ['client_id', 'shortlist-web'],
    ]);
    const { client, requests } = setUp();
    await refreshAccessToken(client, 'refresh-1');
    const [request] = requests as [Request];
    expect(request.method).toBe('POST');
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ subdomain: 'hartwell' });
  });

  it('logs out with the Bearer token and the fixed deviceId', async () => {
    const { client, requests } = setUp();
    await sendLogout(client);
    const [request] = requests as [Request];
    expect(request.method).toBe('DELETE');
    expect(new URL(request.url).pathname).toBe('/oauth/access-token');
    expect(request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(await request.json()).toEqual({ deviceId: 'WEB' });
  });
});
