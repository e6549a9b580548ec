import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  demoPassword,
  fetchTokenForm,
  listenOnLoopback,
  passwordGrant,
  postTokenForm,
  startTestApp,
} from '../support/test-app.ts';

// Issue 31, items 2 and 13: the per-account lock holds when guesses arrive at once, and a stranger's wrong
// passwords from another address cannot lock staff out.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const signInFrom = (remoteAddress: string, username: string, password: string, extra = {}) =>
  postTokenForm(t.app, passwordGrant(username, password, extra), { remoteAddress });

function latestCode(email: string): string {
  const message = t.messages.filter((m) => m.recipient === email).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

describe('the per-account lock under concurrency', () => {
  it('checks at most five wrong passwords when 30 of them and the right one arrive at once', async () => {
    const email = 'hm@northwind.test';
    const wrong = Array.from({ length: 30 }, (_, index) => passwordGrant(email, `Wrong#${index}pass`));
    const right = passwordGrant(email, demoPassword);
    const responses = await Promise.all(
      [...wrong.slice(0, 15), right, ...wrong.slice(15)].map((fields) => fetchTokenForm(baseUrl, fields)),
    );
    const statuses = responses.map((response) => response.status);
    const signedIn = statuses[15] === 200;
    expect(statuses.every((status) => [200, 400, 429].includes(status))).toBe(true);
    // Every attempt is counted before its hash: only five counted at once reach a password check. A sign-in
    // takes its own attempt back (the owner is not locked out by signing in), so once the right password has
    // signed in, one more guess may be checked: never more than five wrong ones in all.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(signedIn ? 6 : 5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
    const refused = responses.find((response) => response.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ error: 'too_many_requests' });
  });
});

describe('locking by account and address', () => {
  it('does not lock the provider admin out when a stranger fails five times from elsewhere', async () => {
    const email = 'admin@shortlist.test';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInFrom('203.0.113.7', email, `Guess#${attempt}word`)).statusCode).toBe(400);
    }
    // The stranger's own address is locked for this account, even with the right password.
    expect((await signInFrom('203.0.113.7', email, demoPassword)).statusCode).toBe(429);

    // The admin, from the office, is not locked out: after those failures the right password asks for a code.
    const stepUp = await signInFrom('198.51.100.20', email, demoPassword);
    expect(stepUp.statusCode).toBe(206);
    expect(stepUp.json().error).toBe('otp_required');
    const signedIn = await signInFrom('198.51.100.20', email, demoPassword, { otp: latestCode(email) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toEqual(expect.any(String));
  });

  it('still counts a wrong code as a failure of that address', async () => {
    const email = 'hm.admin@hartwell.test';
    for (let attempt = 0; attempt < 5; attempt++) {
      await signInFrom('203.0.113.8', email, `Guess#${attempt}word`);
    }
    expect((await signInFrom('198.51.100.21', email, demoPassword)).statusCode).toBe(206);
    const code = latestCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signInFrom('198.51.100.21', email, demoPassword, { otp: wrongCode });
      expect(response.statusCode).toBe(400);
    }
    expect((await signInFrom('198.51.100.21', email, demoPassword, { otp: code })).statusCode).toBe(429);
  });

  it('keeps a limit per address across accounts', async () => {
    const address = '192.0.2.99';
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await signInFrom(address, `nobody${attempt}@example.com`, 'Wrong#pass1');
      expect(response.statusCode).toBe(400);
    }
    const blocked = await signInFrom(address, 'hm@hartwell.test', demoPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_description).toMatch(/too many failed sign-in attempts/i);
    // Seconds until the oldest counted failure leaves the 15-minute window.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another address is not affected.
    expect((await signInFrom('192.0.2.100', 'hm@hartwell.test', demoPassword)).statusCode).toBe(200);
  });
});
