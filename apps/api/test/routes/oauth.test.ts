import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClient } from '../../src/db/seed/demo-users.ts';
import type { TestApp } from '../support/test-app.ts';
import { postTokenForm, refreshGrant, signIn, startTestApp, userTokenGrant } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const passwordGrant = (username: string, password: string, extra: Record<string, string> = {}) => ({
  username,
  password,
  grant_type: 'password',
  scope: 'write',
  client_id: webClient.clientId,
  application_type: 'PATIENT',
  partner: '',
  ...extra,
});

function latestCode(email: string): string {
  const message = t.messages.filter((m) => m.recipient === email).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

describe('POST /oauth/token with the password grant', () => {
  it('signs a demo manager in and returns a bearer token pair', async () => {
    const response = await postTokenForm(t.app, passwordGrant('hm@hartwell.test', 'Shortlist#2026'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'write', expires_in: 1800 });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(body.access_token);
  });

  it('accepts the email in any letter case', async () => {
    const response = await postTokenForm(t.app, passwordGrant('HM@Hartwell.TEST', 'Shortlist#2026'));
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await postTokenForm(t.app, passwordGrant('hm@northwind.test', 'Wrong#2026pass'));
    const unknownEmail = await postTokenForm(t.app, passwordGrant('nobody@northwind.test', 'Wrong#2026pass'));
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json().error_description).toBe('The email or password is incorrect.');
    expect(unknownEmail.json().error_description).toBe(wrongPassword.json().error_description);
  });

  it('slows an account down with 429 after five failures, even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await postTokenForm(t.app, passwordGrant('candidate@shortlist.test', `Wrong#${attempt}abc`));
    }
    const blocked = await postTokenForm(t.app, passwordGrant('candidate@shortlist.test', 'Shortlist#2026'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_description).toMatch(/too many failed sign-in attempts/i);
  });

  it('refuses a caller without the client credentials', async () => {
    const response = await postTokenForm(t.app, passwordGrant('hm@hartwell.test', 'Shortlist#2026'), {
      authorization: `Basic ${Buffer.from('shortlist-web:wrong').toString('base64')}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_client');
  });

  it('names the missing fields of an incomplete form', async () => {
    const response = await postTokenForm(t.app, { grant_type: 'password', scope: 'write' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('never puts a password hash or stack trace in a reply', async () => {
    const response = await postTokenForm(t.app, passwordGrant('hm@hartwell.test', 'Shortlist#2026'));
    expect(response.body).not.toMatch(/scrypt\$|passwordHash|password_hash|at .*\.ts:\d+/);
  });
});

describe('the one-time code step', () => {
  const email = 'otp.manager@hartwell.test';

  it('answers 206 and sends a code when the account needs one', async () => {
    const response = await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026'));
    expect(response.statusCode).toBe(206);
    expect(response.json().error_description).toBe('Enter the code we have sent to your email.');
    expect(latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code and signs in with the right one, returning a remembered-device value', async () => {
    await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026'));
    const code = latestCode(email);
    const wrong = await postTokenForm(
      t.app,
      passwordGrant(email, 'Shortlist#2026', { otp: code === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('otp');

    const right = await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026', { otp: code }));
    expect(right.statusCode).toBe(200);
    const { otpCookie, access_token } = right.json();
    expect(otpCookie).toEqual(expect.any(String));
    expect(access_token).toEqual(expect.any(String));

    const remembered = await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026', { otpCookie }));
    expect(remembered.statusCode).toBe(200);
  });

  it('answers an unknown remembered device with "Invalid login cookie." and sends a fresh code', async () => {
    const before = t.messages.length;
    const response = await postTokenForm(
      t.app,
      passwordGrant(email, 'Shortlist#2026', { otpCookie: 'forged' }),
    );
    expect(response.json().error_description).toBe('Invalid login cookie.');
    expect(t.messages.length).toBe(before + 1);
  });

  it('does not accept a code twice', async () => {
    await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026'));
    const code = latestCode(email);
    expect(
      (await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026', { otp: code }))).statusCode,
    ).toBe(200);
    expect(
      (await postTokenForm(t.app, passwordGrant(email, 'Shortlist#2026', { otp: code }))).statusCode,
    ).toBe(400);
  });
});

describe('refresh and logout', () => {
  it('rotates refresh tokens: the new pair works and the old refresh token is refused', async () => {
    const session = await signIn(t.app, 'hm.admin@hartwell.test');
    const first = await postTokenForm(t.app, refreshGrant(session.refreshToken));
    expect(first.statusCode).toBe(200);
    const renewed = first.json();
    expect(renewed.refresh_token).not.toBe(session.refreshToken);

    const replay = await postTokenForm(t.app, refreshGrant(session.refreshToken));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');

    // Replaying a spent refresh token ends the session: the tokens issued by the rotation stop too.
    const afterTheft = await postTokenForm(t.app, refreshGrant(renewed.refresh_token));
    expect(afterTheft.statusCode).toBe(400);
  });

  it('logout revokes the access and the refresh token at once', async () => {
    const session = await signIn(t.app, 'hm@northwind.test');
    const logout = await session.request({
      method: 'DELETE',
      url: '/oauth/access-token',
      payload: { deviceId: 'web' },
    });
    expect(logout.statusCode).toBe(204);

    const afterwards = await session.request({ method: 'GET', url: '/api/v1/user' });
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().error_description).toBe('Cannot convert access token to JSON');

    const refresh = await postTokenForm(t.app, refreshGrant(session.refreshToken));
    expect(refresh.statusCode).toBe(400);
  });
});

describe('the USER_TOKEN grant', () => {
  it('refuses an unknown user token', async () => {
    const response = await postTokenForm(t.app, userTokenGrant('not-a-token'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('This sign-in link is not valid or has expired.');
  });
});
