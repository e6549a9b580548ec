import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../src/db/schema/index.ts';
import { webClient } from '../../src/db/seed/demo-users.ts';
import type { LoggedApp, LogLine } from '../support/logged-app.ts';
import { startLoggedApp } from '../support/logged-app.ts';
import { clientAuthorization, demoPassword, passwordGrant, postTokenForm } from '../support/test-app.ts';

let t: LoggedApp;
// The message of an error a route did not expect, quoting what a careless library might: a hash, a token, an email.
const thrownSecret = 'scrypt$32768$8$1$dGhyb3du$c2VjcmV0 for thrown.person@example.com with thrown-token-xyz';

beforeAll(async () => {
  t = await startLoggedApp((app) => {
    app.get('/api/v1/log-probe/throws', async () => {
      throw new Error(thrownSecret);
    });
  });
  // Any sign-up of a log.probe address fails inside the database, like a NUL byte or a full disk would.
  await t.db.execute(
    sql`ALTER TABLE users ADD CONSTRAINT log_probe_refused CHECK (email NOT LIKE 'log.probe%') NOT VALID`,
  );
});
afterAll(() => t.close());

const newestTo = (recipient: string) => t.messages.filter((m) => m.recipient === recipient).at(-1);

/** Fails listing the lines that hold any of the secrets; a code must stand alone, not inside a timestamp. */
function expectNoSecretIn(raw: string[], secrets: string[]) {
  for (const secret of secrets) {
    expect(secret.length, 'a secret to look for').toBeGreaterThan(0);
    const holds = /^\d+$/.test(secret)
      ? (line: string) => new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line)
      : (line: string) => line.includes(secret);
    expect(raw.filter(holds), `log lines holding ${secret}`).toEqual([]);
  }
}

const completedLines = (parsed: LogLine[]) => parsed.filter((line) => line.msg === 'request completed');

describe('the log of a failing sign-up', () => {
  it('names the database failure by kind and never writes the email, password or hash it was given', async () => {
    const email = 'log.probe@example.com';
    const password = 'Probe#Secret2026';
    let status = 0;
    let replyBody = '';
    const { raw, parsed } = await t.linesDuring(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/signup',
        payload: { email, password, firstName: 'Probe', lastName: 'Person', acceptTerms: true },
      });
      status = response.statusCode;
      replyBody = response.body;
    });
    expect(status).toBe(500);
    expect(replyBody).not.toMatch(/at .*\.ts:\d+|log_probe_refused|Failed query/);
    const failure = parsed.find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      sqlState: '23514',
      constraint: 'log_probe_refused',
      table: 'users',
    });
    expectNoSecretIn(raw, [email, password, 'scrypt', 'params:', 'Failed query']);
  });

  it('does not write the email or password of a sign-up with an address already taken', async () => {
    const password = 'Taken#Secret2026';
    const { raw } = await t.linesDuring(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/signup',
        payload: { email: 'HM@Hartwell.test', password, firstName: 'A', lastName: 'B', acceptTerms: true },
      }),
    );
    expectNoSecretIn(raw, ['hm@hartwell.test', 'HM@Hartwell.test', password, 'scrypt']);
  });
});

describe('the log of signing in', () => {
  it('keeps a wrong password, the stored hash and the client secret out', async () => {
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'hm@hartwell.test'));
    const storedHash = manager?.passwordHash ?? '';
    expect(storedHash).toMatch(/^scrypt\$/);
    const { raw } = await t.linesDuring(() =>
      postTokenForm(t.app, passwordGrant('hm@hartwell.test', 'Wrong#Guess2026')),
    );
    expectNoSecretIn(raw, [
      'Wrong#Guess2026',
      storedHash,
      storedHash.split('$').at(-1) ?? '',
      webClient.secret,
    ]);
    expectNoSecretIn(raw, [clientAuthorization.slice('Basic '.length), 'hm@hartwell.test']);
  });

  it('keeps one-time codes and remembered-device values out, in forms and in addresses', async () => {
    const email = 'otp.manager@hartwell.test';
    const secrets: string[] = [email];
    const { raw } = await t.linesDuring(async () => {
      await postTokenForm(t.app, passwordGrant(email, demoPassword));
      const code = /\b(\d{6})\b/.exec(newestTo(email)?.subject ?? '')?.[1] ?? '';
      const signedIn = await postTokenForm(t.app, passwordGrant(email, demoPassword, { otp: code }));
      const { otpCookie } = signedIn.json();
      await postTokenForm(t.app, passwordGrant(email, demoPassword, { otpCookie }));
      const [hartwell] = await t.db
        .select()
        .from(organizations)
        .where(eq(organizations.subdomain, 'hartwell'));
      const base = `/api/public/organization/${hartwell?.id}`;
      await t.app.inject({ method: 'GET', url: `${base}/requestOtp/${email}` });
      const eventCode = /\b(\d{6})\b/.exec(newestTo(email)?.body ?? '')?.[1] ?? '';
      await t.app.inject({ method: 'GET', url: `${base}/checkOtp/${email}/${eventCode}` });
      secrets.push(code, otpCookie, eventCode);
    });
    expect(secrets).toHaveLength(4);
    expectNoSecretIn(raw, secrets);
  });

  it('keeps a refused refresh token out, whether it came in the address or the form', async () => {
    const refreshGrant = { grant_type: 'refresh_token', scope: 'write', client_id: webClient.clientId };
    const { raw } = await t.linesDuring(async () => {
      const inQuery = { ...refreshGrant, refresh_token: 'bogus-refresh-in-query' };
      expect((await postTokenForm(t.app, {}, { query: inQuery })).statusCode).toBe(400);
      await postTokenForm(t.app, { ...refreshGrant, refresh_token: 'bogus-refresh-in-form' });
    });
    expectNoSecretIn(raw, ['bogus-refresh-in-query', 'bogus-refresh-in-form']);
  });
});

describe('the log of links that carry tokens', () => {
  it('keeps reset, verification and sign-in tokens out of every address it records', async () => {
    const email = 'hm.admin@hartwell.test';
    const secrets: string[] = [];
    const { raw } = await t.linesDuring(async () => {
      await t.app.inject({ method: 'POST', url: '/api/public/forgot', payload: { email } });
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(newestTo(email)?.body ?? '')?.[1] ?? '';
      secrets.push(token);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/userp?token=${token}` })).statusCode,
      ).toBe(200);
      await t.app.inject({ method: 'GET', url: `/reset-password/${token}` });
      await t.app.inject({ method: 'GET', url: `/verify-email/${token}?from=email` });
      await t.app.inject({ method: 'GET', url: `/magic-password?token=${token}` });
      await t.app.inject({ method: 'POST', url: `/api/public/user?email=${email}` });
      await t.app.inject({ method: 'POST', url: `/api/public/login/${email}/` });
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/public/reset',
        payload: { token, newPassword: 'Reset#Secret2026' },
      });
      expect(reset.statusCode).toBe(204);
    });
    expectNoSecretIn(raw, [...secrets, 'Reset#Secret2026', email]);
  });
});

describe('the log of a signed-in request', () => {
  it('keeps the Authorization header, cookies and the tokens it carries out, and the request’s shape in', async () => {
    const signedIn = (await postTokenForm(t.app, passwordGrant('hm@hartwell.test', demoPassword))).json();
    const { raw, parsed } = await t.linesDuring(() =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: {
          authorization: `Bearer ${signedIn.access_token}`,
          cookie: 'otpcookie-hm%40hartwell.test=cookie-secret-one; XSRF-TOKEN=cookie-secret-two',
        },
      }),
    );
    expectNoSecretIn(raw, [
      signedIn.access_token,
      signedIn.refresh_token,
      'cookie-secret-one',
      'cookie-secret-two',
    ]);
    expect(completedLines(parsed)).toEqual([
      expect.objectContaining({
        reqId: expect.any(String),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    const incoming = parsed.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/v1/user', route: '/api/v1/user' });
  });
});

describe('the log of an unexpected error', () => {
  it('names its kind and where it was thrown, and neither the log nor the reply quotes its message', async () => {
    let replyBody = '';
    const { raw, parsed } = await t.linesDuring(async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/log-probe/throws' });
      expect(response.statusCode).toBe(500);
      replyBody = response.body;
    });
    const failure = parsed.find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'Error',
      at: expect.arrayContaining([expect.stringContaining('log-secrets.test.ts')]),
    });
    expect(replyBody).not.toMatch(/at .*\.ts:\d+|thrown/);
    expectNoSecretIn(raw, ['scrypt', 'thrown.person@example.com', 'thrown-token-xyz', 'c2VjcmV0']);
  });
});
