import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createCandidateAccount } from '../support/candidate-fixtures.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { demoPassword, signIn, startTestApp } from '../support/test-app.ts';

// Issue 31, item 7: the sign-in email changes only with the current password, once confirmed from the new
// inbox, and the old inbox is told; a manager's correction of a candidate's email never moves the sign-in.

let t: TestApp;
let manager: SignedIn;
let hartwell: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

const changeLink = /\/verify-email\/([A-Za-z0-9_-]+)/;

function linkTokenSentTo(recipient: string): string {
  const message = t.messages.filter((m) => m.recipient === recipient && m.template === 'email-change').at(-1);
  const token = message ? changeLink.exec(message.body)?.[1] : undefined;
  if (!token) throw new Error(`no email-change link was sent to ${recipient}`);
  return token;
}

const messagesTo = (recipient: string) => t.messages.filter((m) => m.recipient === recipient);

async function signInStatus(email: string, password = demoPassword) {
  try {
    await signIn(t.app, email, password);
    return 'signed in';
  } catch {
    return 'refused';
  }
}

async function storedEmailOf(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** PUT /user's body as the account screen sends it: the names, the new email and the current password. */
const userBody = (email: string) => ({
  firstName: 'Sam',
  lastName: 'Applicant',
  email,
  currentPassword: demoPassword,
});

const fieldsOf = (body: string) =>
  (JSON.parse(body).errors as { field: string }[] | undefined)?.map((error) => error.field);

describe('PUT /api/v1/user with a new email', () => {
  it.each([
    ['without the current password', {}],
    ['with a wrong current password', { currentPassword: 'Not-the-password#1' }],
  ])('refuses %s with a field error, changes nothing and emails nobody', async (_case, extra) => {
    const owner = `owner.${extra ? Object.keys(extra).length : 0}@example.test`;
    const account = await createCandidateAccount(t, owner, 'Owner');
    const response = await account.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: { firstName: 'Renamed', lastName: 'Applicant', email: 'attacker@example.test', ...extra },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['currentPassword']);
    expect((await storedEmailOf(owner))?.firstName).toBe('Owner');
    expect(messagesTo('attacker@example.test')).toEqual([]);
    expect(messagesTo(owner)).toEqual([]);
  });

  it('with the password, sends a link to the new address and a notice to the old, and keeps the sign-in email', async () => {
    const account = await createCandidateAccount(t, 'before.change@example.test', 'Mover');
    const response = await account.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: userBody('after.change@example.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'before.change@example.test',
      pendingEmail: 'after.change@example.test',
    });
    expect(messagesTo('after.change@example.test').map((m) => m.template)).toEqual(['email-change']);
    const notice = messagesTo('before.change@example.test').find((m) => m.template === 'email-change-notice');
    expect(notice?.subject).toBe('Your sign-in email is being changed');
    expect(notice?.body).not.toContain('after.change@example.test');
    expect(await signInStatus('before.change@example.test')).toBe('signed in');
    expect(await signInStatus('after.change@example.test')).toBe('refused');
    const current = await account.request({ method: 'GET', url: '/api/v1/user' });
    expect(current.json().pendingEmail).toBe('after.change@example.test');
  });

  it('changes the sign-in email once the link from the new inbox is opened, and the link works once', async () => {
    const account = await createCandidateAccount(t, 'confirm.old@example.test', 'Confirmer');
    await account.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: userBody('confirm.new@example.test'),
    });
    const token = linkTokenSentTo('confirm.new@example.test');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/public/verifyEmail',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'confirm.new@example.test', emailVerified: true });
    expect(await signInStatus('confirm.new@example.test')).toBe('signed in');
    expect(await signInStatus('confirm.old@example.test')).toBe('refused');
    const again = await t.app.inject({ method: 'POST', url: '/api/public/verifyEmail', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect((await account.request({ method: 'GET', url: '/api/v1/user' })).json().pendingEmail).toBeNull();
  });

  it('spends an earlier change link when a newer change is asked for', async () => {
    const account = await createCandidateAccount(t, 'twice.old@example.test', 'Twice');
    for (const email of ['twice.first@example.test', 'twice.second@example.test']) {
      const response = await account.request({
        method: 'PUT',
        url: '/api/v1/user',
        payload: userBody(email),
      });
      expect(response.statusCode).toBe(200);
    }
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/public/verifyEmail',
      payload: { token: linkTokenSentTo('twice.first@example.test') },
    });
    expect(stale.statusCode).toBe(400);
    expect(await storedEmailOf('twice.old@example.test')).toBeDefined();
  });

  it("answers 409 for another account's email and sends nothing", async () => {
    const account = await createCandidateAccount(t, 'taken.owner@example.test', 'Taken');
    const response = await account.request({
      method: 'PUT',
      url: '/api/v1/user',
      payload: userBody('HM@hartwell.test'),
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response.body)).toEqual(['email']);
    expect(messagesTo('taken.owner@example.test')).toEqual([]);
  });
});

describe("a manager's correction of a candidate's email", () => {
  it('changes where messages go but not what the candidate signs in with, so a reset to it gives nothing', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 11);
    const [person] = await t.db.select().from(users).where(eq(users.id, application.userId));
    if (!person) throw new Error('no person');
    const corrected = 'manager.controlled@example.test';
    const response = await manager.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}/update`,
      payload: { email: corrected },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().person).toMatchObject({ email: corrected });
    const [after] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(after).toMatchObject({ email: person.email, emailVerifiedAt: person.emailVerifiedAt });

    // The corrected address cannot ask for the account: no reset link or sign-in link is sent to it.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/public/forgot',
      payload: { email: corrected },
    });
    expect(forgot.statusCode).toBe(204);
    await t.app.inject({ method: 'POST', url: '/api/public/user', query: { email: corrected } });
    expect(messagesTo(corrected)).toEqual([]);

    // Messages about the application go to the corrected address, and its contact history shows them.
    const sent = await manager.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: {
        channel: 'EMAIL',
        subject: 'Hello',
        body: 'About your application.',
        filter: { ids: [application.id] },
      },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.services.outbox.flush();
    expect(messagesTo(corrected).map((m) => m.template)).toEqual(['direct']);
    const history = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}/contact/EMAIL`,
    });
    expect(history.json().content.map((row: { recipient: string }) => row.recipient)).toContain(corrected);
    // Lists show the address messages go to, as the record does.
    const listed = await manager.request({
      method: 'POST',
      url: '/api/v1/search/candidate/0',
      payload: { ids: [application.id] },
    });
    expect(listed.json().content[0]).toMatchObject({ id: application.id, email: corrected });
  });
});
