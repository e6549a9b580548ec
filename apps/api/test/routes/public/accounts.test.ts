import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProofMessages } from '../../../src/accounts/sign-in-proofs.ts';
import { issueToken } from '../../../src/accounts/tokens.ts';
import { auditLog, authSessions, organizations, tokens, users } from '../../../src/db/schema/index.ts';
import { webClient } from '../../../src/db/seed/demo-users.ts';
import type { TestApp } from '../../support/test-app.ts';
import { demoPassword, postTokenForm, signIn, startTestApp, userTokenGrant } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newPassword = 'Fresh#Start2026';
const badLink = 'This link is not valid or has expired.';

const post = (url: string, payload: unknown, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/public${url}`, payload: payload as object, query });
const get = (url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/public${url}`, query });

function signupBody(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: newPassword, firstName: 'Ada', lastName: 'Okafor', acceptTerms: true, ...extra };
}

/** The token of the newest email to `recipient` whose link matches `pattern` (group 1 is the token). */
function tokenFromLatestEmail(recipient: string, pattern: RegExp): string {
  const message = t.messages.filter((m) => m.recipient === recipient).at(-1);
  const token = message ? pattern.exec(message.body)?.[1] : undefined;
  if (!token) throw new Error(`no link matching ${pattern} was sent to ${recipient}`);
  return token;
}
const verificationLink = /\/verify-email\/([A-Za-z0-9_-]+)/;
const resetLink = /\/reset-password\/([A-Za-z0-9_-]+)/;
const magicLink = /\/magic-password\?token=([A-Za-z0-9_-]+)/;

const messagesTo = (recipient: string, template?: string) =>
  t.messages.filter((m) => m.recipient === recipient && (template === undefined || m.template === template));

async function userNamed(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function auditActionsOf(userId: number): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));
  return rows.map((row) => row.action);
}

async function expireTokensOf(userId: number) {
  await t.db
    .update(tokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(tokens.userId, userId));
}

function expectNoSecrets(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/scrypt\$|passwordHash|password_hash|tokenHash|token_hash|"password"/);
  expect(response.body).not.toMatch(/at .*\.ts:\d+/);
}

async function signsInWith(email: string, password: string): Promise<boolean> {
  const response = await postTokenForm(t.app, {
    username: email,
    password,
    grant_type: 'password',
    scope: 'write',
    client_id: webClient.clientId,
    application_type: 'PATIENT',
  });
  return response.statusCode === 200;
}

async function createPendingManager(email: string) {
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  const [manager] = await t.db
    .insert(users)
    .values({
      email,
      userType: 'HIRING_MANAGER',
      firstName: 'Priya',
      lastName: 'Shah',
      organizationId: hartwell?.id ?? null,
    })
    .returning();
  if (!manager) throw new Error('manager not created');
  return { manager, token: await issueToken(t.db, { purpose: 'on-boarding', userId: manager.id }) };
}

describe('POST /api/public/signup', () => {
  it('creates an unverified candidate, replies 201 with the user and emails a verification link', async () => {
    const response = await post('/signup', signupBody('New.Person@Example.com', { preferredName: 'Di' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.person@example.com',
      userType: 'CANDIDATE',
      candidateStatus: 'NOT_VERIFIED',
      firstName: 'Ada',
      preferredName: 'Di',
      emailVerified: false,
      organization: null,
    });
    expect(response.json()).not.toHaveProperty('access_token');
    expectNoSecrets(response);

    const stored = await userNamed('new.person@example.com');
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain(newPassword);
    expect(await auditActionsOf(stored.id)).toContain('user.signed-up');
    const [email] = messagesTo('new.person@example.com', 'email-verification');
    expect(email?.body).toMatch(/http:\/\/localhost:\d+\/verify-email\/[A-Za-z0-9_-]+/);
  });

  it('lets the emailed link verify the address once, making the candidate active', async () => {
    await post('/signup', signupBody('verify.me@example.com'));
    const token = tokenFromLatestEmail('verify.me@example.com', verificationLink);

    const lookup = await get('/user', { token });
    expect(lookup.json()).toEqual({
      email: 'verify.me@example.com',
      firstName: 'Ada',
      userType: 'CANDIDATE',
    });

    const verified = await post('/verifyEmail', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ candidateStatus: 'ACTIVE', emailVerified: true });
    expectNoSecrets(verified);
    const stored = await userNamed('verify.me@example.com');
    expect(stored.emailVerifiedAt).not.toBeNull();
    expect(await auditActionsOf(stored.id)).toContain('user.email-verified');
    expect(await signsInWith('verify.me@example.com', newPassword)).toBe(true);

    const again = await post('/verifyEmail', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error_description: badLink,
      errors: [{ field: 'token', message: badLink }],
    });
    expect((await get('/user', { token })).statusCode).toBe(404);
  });

  it('answers 409 for an address that already has an account, in any letter case, and sends nothing', async () => {
    const sentBefore = t.messages.length;
    const response = await post('/signup', signupBody('HM@Hartwell.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'An account with this email already exists.' },
    ]);
    expect(t.messages.length).toBe(sentBefore);
  });

  it('refuses a password that breaks the rule and creates nothing', async () => {
    const response = await post('/signup', signupBody('weak@example.com', { password: 'password' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['password']);
    expect(await t.db.select().from(users).where(eq(users.email, 'weak@example.com'))).toHaveLength(0);
  });

  it('names every bad field of a malformed body, refuses unaccepted terms, and keeps serving', async () => {
    const response = await post('/signup', {
      email: "x' OR 1=1 --",
      password: 12,
      firstName: '',
      acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'acceptTerms']),
    );
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/public/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await get('/version')).statusCode).toBe(200);
  });

  it('answers 403 when the organisation of the request has closed sign-up, by parameter or by host', async () => {
    await t.db
      .update(organizations)
      .set({ signupEnabled: false })
      .where(eq(organizations.subdomain, 'kingsbench'));
    const byParameter = await post('/signup', signupBody('closed@example.com'), { subdomain: 'kingsbench' });
    expect(byParameter.statusCode).toBe(403);
    expect(byParameter.json().error_description).toBe('Sign-up is closed for this organisation.');
    const byHost = await t.app.inject({
      method: 'POST',
      url: '/api/public/signup',
      headers: { host: 'kingsbench.localhost:8080' },
      payload: signupBody('closed@example.com'),
    });
    expect(byHost.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, 'closed@example.com'))).toHaveLength(0);
  });

  it("sends the link of an open organisation's sign-up to that organisation's own host", async () => {
    const response = await post('/signup', signupBody('hartwell.fan@example.com'), { subdomain: 'hartwell' });
    expect(response.statusCode).toBe(201);
    expect(messagesTo('hartwell.fan@example.com').at(-1)?.body).toMatch(
      /http:\/\/hartwell\.localhost:\d+\/verify-email\//,
    );
  });
});

describe('POST /api/public/verifyEmail and /confirm', () => {
  it('refuses an expired link, an unknown one and a missing one', async () => {
    await post('/signup', signupBody('late@example.com'));
    const token = tokenFromLatestEmail('late@example.com', verificationLink);
    await expireTokensOf((await userNamed('late@example.com')).id);
    expect((await post('/verifyEmail', { token })).statusCode).toBe(400);
    expect((await get('/user', { token })).statusCode).toBe(404);
    expect((await post('/verifyEmail', { token: 'made-up-token' })).json().errors).toEqual([
      { field: 'token', message: badLink },
    ]);
    expect((await post('/verifyEmail', {})).json().errors[0].field).toBe('token');
    expect((await userNamed('late@example.com')).candidateStatus).toBe('NOT_VERIFIED');
  });

  it('refuses a link sent to an address the account has since changed', async () => {
    await post('/signup', signupBody('old.address@example.com'));
    const token = tokenFromLatestEmail('old.address@example.com', verificationLink);
    await t.db
      .update(users)
      .set({ email: 'new.address@example.com' })
      .where(eq(users.email, 'old.address@example.com'));
    expect((await post('/verifyEmail', { token })).statusCode).toBe(400);
    expect((await userNamed('new.address@example.com')).emailVerifiedAt).toBeNull();
  });

  it('confirms with the candidate the link was sent to, and refuses another id without spending the link', async () => {
    const created = (await post('/signup', signupBody('confirm.me@example.com'))).json();
    const token = tokenFromLatestEmail('confirm.me@example.com', verificationLink);

    const wrong = await post('/confirm', { token, candidateId: created.id + 1000 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'candidateId', message: badLink }]);
    expect((await userNamed('confirm.me@example.com')).candidateStatus).toBe('NOT_VERIFIED');

    const right = await post('/confirm', { token, candidateId: created.id });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: created.id, candidateStatus: 'ACTIVE', emailVerified: true });
    expect((await post('/confirm', { token, candidateId: created.id })).statusCode).toBe(400);
  });

  it('refuses a confirm body without a whole-number candidate id', async () => {
    const response = await post('/confirm', { token: 'abc', candidateId: 'one' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('candidateId');
  });
});

describe('on-boarding: GET /api/public/userOnBoarding and POST /signup/userOnBoarding', () => {
  it('shows the invited manager and organisation, without spending the link', async () => {
    const { token } = await createPendingManager('invited@hartwell.test');
    const response = await get('/userOnBoarding', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'invited@hartwell.test',
      firstName: 'Priya',
      lastName: 'Shah',
      organization: { name: 'Hartwell & Finch LLP', subdomain: 'hartwell' },
    });
    expectNoSecrets(response);
    expect(await get('/user', { token })).toMatchObject({ statusCode: 200 });
    expect((await get('/userOnBoarding', { token })).statusCode).toBe(200);
  });

  it('sets the password and names once; the manager can then sign in and the link is spent', async () => {
    const { manager, token } = await createPendingManager('onboard.me@hartwell.test');
    const response = await post('/signup/userOnBoarding', {
      token,
      password: newPassword,
      firstName: 'Priyanka',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'onboard.me@hartwell.test',
      firstName: 'Priyanka',
      lastName: 'Shah',
      emailVerified: true,
      organization: { subdomain: 'hartwell' },
    });
    expectNoSecrets(response);
    expect(await signsInWith('onboard.me@hartwell.test', newPassword)).toBe(true);
    expect(await auditActionsOf(manager.id)).toContain('user.on-boarded');

    expect((await get('/userOnBoarding', { token })).statusCode).toBe(404);
    const again = await post('/signup/userOnBoarding', { token, password: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(await signsInWith('onboard.me@hartwell.test', 'Other#Pass2026')).toBe(false);
  });

  it('refuses a weak password and leaves the link working', async () => {
    const { manager, token } = await createPendingManager('weak.manager@hartwell.test');
    const response = await post('/signup/userOnBoarding', { token, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('password');
    expect((await userNamed('weak.manager@hartwell.test')).passwordHash).toBeNull();
    expect(await auditActionsOf(manager.id)).not.toContain('user.on-boarded');
    expect((await get('/userOnBoarding', { token })).statusCode).toBe(200);
  });

  it('answers 404 and 400 for an expired, unknown or missing link', async () => {
    const { manager, token } = await createPendingManager('expired.invite@hartwell.test');
    await expireTokensOf(manager.id);
    expect((await get('/userOnBoarding', { token })).statusCode).toBe(404);
    expect((await post('/signup/userOnBoarding', { token, password: newPassword })).statusCode).toBe(400);
    expect((await get('/userOnBoarding', { token: 'never-issued' })).statusCode).toBe(404);
    expect((await get('/userOnBoarding')).json().errors[0].field).toBe('token');
    expect((await userNamed('expired.invite@hartwell.test')).passwordHash).toBeNull();
  });
});

describe('POST /api/public/forgot and /reset', () => {
  it('replies the same 204 for a known and an unknown address, and emails only the known one', async () => {
    const known = await post('/forgot', { email: 'hm@northwind.test' });
    const unknown = await post('/forgot', { email: 'nobody@northwind.test' });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect(messagesTo('hm@northwind.test', 'password-reset')).toHaveLength(1);
    expect(messagesTo('nobody@northwind.test')).toHaveLength(0);
  });

  it('resets the password with the emailed link once and signs the account out everywhere', async () => {
    const session = await signIn(t.app, 'hm@hartwell.test');
    await post('/forgot', { email: 'HM@hartwell.test' });
    const token = tokenFromLatestEmail('hm@hartwell.test', resetLink);

    const lookup = await get('/userp', { token });
    expect(lookup.json()).toEqual({ email: 'hm@hartwell.test' });

    const reset = await post('/reset', { token, newPassword });
    expect(reset.statusCode).toBe(204);
    expect(await signsInWith('hm@hartwell.test', demoPassword)).toBe(false);
    expect(await signsInWith('hm@hartwell.test', newPassword)).toBe(true);
    expect((await session.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);

    const manager = await userNamed('hm@hartwell.test');
    const sessions = await t.db.select().from(authSessions).where(eq(authSessions.userId, manager.id));
    expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(1); // the sign-in just above
    expect(await auditActionsOf(manager.id)).toContain('user.password.reset');

    const again = await post('/reset', { token, newPassword: 'Another#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'token', message: badLink }]);
    expect((await get('/userp', { token })).statusCode).toBe(404);
  });

  it('refuses a bad token or a weak password and changes nothing', async () => {
    await post('/forgot', { email: 'hm.admin@hartwell.test' });
    const token = tokenFromLatestEmail('hm.admin@hartwell.test', resetLink);

    const weak = await post('/reset', { token, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('newPassword');
    const unknown = await post('/reset', { token: 'made-up', newPassword });
    expect(unknown.json().errors).toEqual([{ field: 'token', message: badLink }]);
    expect((await post('/reset', { token: '../../etc', newPassword })).statusCode).toBe(400);

    expect(await signsInWith('hm.admin@hartwell.test', demoPassword)).toBe(true);
    expect((await get('/userp', { token })).statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    await post('/forgot', { email: 'otp.manager@hartwell.test' });
    const token = tokenFromLatestEmail('otp.manager@hartwell.test', resetLink);
    await expireTokensOf((await userNamed('otp.manager@hartwell.test')).id);
    expect((await get('/userp', { token })).statusCode).toBe(404);
    expect((await post('/reset', { token, newPassword })).statusCode).toBe(400);
  });

  it('sends at most three reset emails an hour to one address, still answering 204', async () => {
    await post('/signup', signupBody('forgetful@example.com'));
    for (let request = 0; request < 5; request++) {
      expect((await post('/forgot', { email: 'forgetful@example.com' })).statusCode).toBe(204);
    }
    expect(messagesTo('forgetful@example.com', 'password-reset')).toHaveLength(3);
  });

  it('refuses a malformed address with a field error', async () => {
    const response = await post('/forgot', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'email', message: 'Enter a valid email address.' }]);
  });
});

describe('POST /api/public/user?email (magic sign-in link) and GET /usertoken', () => {
  it('replies the same 204 for a known and an unknown address and emails a working link to the known one', async () => {
    const known = await post('/user', null, { email: 'candidate@shortlist.test' });
    const unknown = await post('/user', null, { email: 'ghost@shortlist.test' });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(messagesTo('ghost@shortlist.test')).toHaveLength(0);

    const token = tokenFromLatestEmail('candidate@shortlist.test', magicLink);
    const owner = await get('/usertoken', { token });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      email: 'candidate@shortlist.test',
      firstName: expect.any(String),
      lastName: expect.any(String),
    });

    // The look-up does not spend the token: it still signs in, once.
    const grant = userTokenGrant(token);
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(200);
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(400);
    expect((await get('/usertoken', { token })).statusCode).toBe(404);
  });

  it('sends nothing to an anonymised account', async () => {
    const [generated] = await t.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.userType, 'CANDIDATE'),
          sql`${users.email} like '%@%' and ${users.passwordHash} is null`,
        ),
      )
      .limit(1);
    if (!generated) throw new Error('no generated candidate');
    await t.db.update(users).set({ anonymised: true }).where(eq(users.id, generated.id));
    expect((await post('/user', null, { email: generated.email })).statusCode).toBe(204);
    expect((await post('/forgot', { email: generated.email })).statusCode).toBe(204);
    expect(messagesTo(generated.email)).toHaveLength(0);
  });

  it('sends at most three sign-in links an hour to one address', async () => {
    for (let request = 0; request < 4; request++) {
      await post('/user', null, { email: 'hm@northwind.test' });
    }
    expect(messagesTo('hm@northwind.test', 'magic-sign-in')).toHaveLength(3);
  });

  it('refuses a missing or malformed address', async () => {
    expect((await post('/user', null)).json().errors[0].field).toBe('email');
    expect((await post('/user', null, { email: '<script>@x' })).statusCode).toBe(400);
  });

  it('answers 404 for an expired or unknown sign-in token', async () => {
    const candidate = await userNamed('candidate@shortlist.test');
    const token = await issueToken(t.db, { purpose: 'user', userId: candidate.id, lifetimeSeconds: -1 });
    expect((await get('/usertoken', { token })).statusCode).toBe(404);
    expect((await get('/usertoken', { token: 'unknown' })).statusCode).toBe(404);
  });
});

describe('POST /api/public/login/{email}/ (passwordless sign-in)', () => {
  it('replies the same 204 for a known and an unknown address and emails a sign-in link to the known one', async () => {
    const known = await post('/login/hm.admin@hartwell.test/', null);
    const unknown = await post('/login/nobody@hartwell.test/', null);
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    expect(messagesTo('nobody@hartwell.test')).toHaveLength(0);
    expect(messagesTo('hm.admin@hartwell.test', 'magic-sign-in')).toHaveLength(1);

    // Issue 31: an emailed link proves the inbox only, which never opens a staff session (this test used to
    // sign the manager-admin in with it).
    const staffGrant = userTokenGrant(tokenFromLatestEmail('hm.admin@hartwell.test', magicLink));
    const refused = await postTokenForm(t.app, staffGrant);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe(signInProofMessages.staffNeedsPassword);

    await post('/login/candidate@shortlist.test/', null);
    const grant = userTokenGrant(tokenFromLatestEmail('candidate@shortlist.test', magicLink));
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(200);
    expect((await postTokenForm(t.app, grant)).statusCode).toBe(400);
  });

  it('counts toward the same three links an hour as POST /user?email', async () => {
    await post('/user', null, { email: 'otp.manager@hartwell.test' });
    await post('/user', null, { email: 'otp.manager@hartwell.test' });
    expect((await post('/login/otp.manager@hartwell.test/', null)).statusCode).toBe(204);
    expect((await post('/login/OTP.Manager@hartwell.test', null)).statusCode).toBe(204);
    expect(messagesTo('otp.manager@hartwell.test', 'magic-sign-in')).toHaveLength(3);
  });

  it('refuses a malformed address with a field error and sends nothing', async () => {
    const before = t.messages.length;
    const response = await post('/login/not-an-address/', null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('email');
    expect(t.messages).toHaveLength(before);
  });
});

describe('GET /api/public/user?token', () => {
  it('answers only the minimal view, and only for verification and on-boarding links', async () => {
    const { token } = await createPendingManager('lookup@hartwell.test');
    const response = await get('/user', { token });
    expect(response.json()).toEqual({
      email: 'lookup@hartwell.test',
      firstName: 'Priya',
      userType: 'HIRING_MANAGER',
    });

    await post('/forgot', { email: 'lookup@hartwell.test' });
    const resetToken = tokenFromLatestEmail('lookup@hartwell.test', resetLink);
    expect((await get('/user', { token: resetToken })).statusCode).toBe(404);
    expect((await get('/userp', { token })).statusCode).toBe(404);
  });
});
