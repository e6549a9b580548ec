import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProofMessages } from '../../src/accounts/sign-in-proofs.ts';
import { users } from '../../src/db/schema/index.ts';
import { createCandidateAccount } from '../support/candidate-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { passwordGrant, postTokenForm, startTestApp, userTokenGrant } from '../support/test-app.ts';

// Issue 31, item 1: a code or link sent to an address proves that address, and nothing more. It never opens a
// staff session, never stands in for a password the account also requires, and never gets round a lock.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/public${url}` });
const magicLink = /\/magic-password\?token=([A-Za-z0-9_-]+)/;

function latestTo(email: string) {
  const message = t.messages.filter((m) => m.recipient === email).at(-1);
  if (!message) throw new Error(`nothing was sent to ${email}`);
  return message;
}

/** The organisation's public one-time code, checked: the token it answers for an account holder. */
async function tokenFromOrganizationCode(email: string): Promise<string> {
  expect((await publicGet(`/organization/hartwell/requestOtp/${email}`)).statusCode).toBe(204);
  const code = /\b(\d{6})\b/.exec(latestTo(email).subject)?.[1];
  const check = await publicGet(`/organization/hartwell/checkOtp/${email}/${code}`);
  expect(check.statusCode).toBe(200);
  return check.json().token;
}

/** The magic sign-in link's token (POST /api/public/user?email=). */
async function tokenFromMagicLink(email: string): Promise<string> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/public/user', query: { email } });
  expect(sent.statusCode).toBe(204);
  const message = latestTo(email);
  const token = magicLink.exec(`${message.subject}\n${message.body}`)?.[1];
  if (!token) throw new Error(`no sign-in link was sent to ${email}`);
  return token;
}

const signInFrom = (username: string, password: string, remoteAddress: string) =>
  postTokenForm(t.app, passwordGrant(username, password), { remoteAddress });

describe('the USER_TOKEN grant of a token that proves an email', () => {
  it.each([
    ['the provider admin', 'admin@shortlist.test'],
    ['a manager-admin', 'hm.admin@hartwell.test'],
    ['a manager', 'hm@hartwell.test'],
  ])('never opens a session for %s from the organisation’s public code', async (_who, email) => {
    const token = await tokenFromOrganizationCode(email);
    const grant = await postTokenForm(t.app, userTokenGrant(token));
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: signInProofMessages.staffNeedsPassword,
    });
    expect(grant.body).not.toContain('access_token');
  });

  it('never opens a staff session from the magic link', async () => {
    const grant = await postTokenForm(
      t.app,
      userTokenGrant(await tokenFromMagicLink('admin@shortlist.test')),
    );
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error_description).toBe(signInProofMessages.staffNeedsPassword);
  });

  it('never skips the password of an account that needs a password and a code', async () => {
    const email = 'two.factors@example.com';
    await createCandidateAccount(t, email, 'Ines');
    await t.db.update(users).set({ otpRequired: true }).where(eq(users.email, email));
    const grant = await postTokenForm(t.app, userTokenGrant(await tokenFromMagicLink(email)));
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error_description).toBe(signInProofMessages.factorNeeded);
  });

  it('does not get round the lock that wrong passwords set from the same address', async () => {
    const email = 'locked.out@example.com';
    await createCandidateAccount(t, email, 'Lowri');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInFrom(email, `Wrong#${attempt}pass`, '203.0.113.40')).statusCode).toBe(400);
    }
    const token = await tokenFromMagicLink(email);
    const locked = await postTokenForm(t.app, userTokenGrant(token), { remoteAddress: '203.0.113.40' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal left the link unspent: the same person elsewhere (or later) still signs in with it.
    const elsewhere = await postTokenForm(t.app, userTokenGrant(token), { remoteAddress: '198.51.100.40' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('still signs a candidate in from the public code and the magic link', async () => {
    const fromCode = await postTokenForm(
      t.app,
      userTokenGrant(await tokenFromOrganizationCode('candidate@shortlist.test')),
    );
    expect(fromCode.statusCode).toBe(200);
    const fromLink = await postTokenForm(
      t.app,
      userTokenGrant(await tokenFromMagicLink('candidate@shortlist.test')),
    );
    expect(fromLink.statusCode).toBe(200);
  });

  it('verifies the address of an account it signs in, as the link reached that inbox', async () => {
    const email = 'applied.by.email@example.com';
    await createCandidateAccount(t, email, 'Aled');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));
    const grant = await postTokenForm(t.app, userTokenGrant(await tokenFromMagicLink(email)));
    expect(grant.statusCode).toBe(200);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${grant.json().access_token}` },
    });
    expect(account.json()).toMatchObject({ email, emailVerified: true });
  });

  it('keeps the provider admin’s support sign-in ("sign in as") working', async () => {
    const admin = await postTokenForm(t.app, passwordGrant('admin@shortlist.test', 'Shortlist#2026'));
    const [manager] = await t.db.select().from(users).where(eq(users.email, 'hm@hartwell.test'));
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/hrtoken',
      headers: { authorization: `Bearer ${admin.json().access_token}` },
      payload: { userId: manager?.id, reason: 'Ticket 5120: cannot see a role' },
    });
    expect(issued.statusCode).toBe(200);
    expect((await postTokenForm(t.app, userTokenGrant(issued.json().token))).statusCode).toBe(200);
  });
});
