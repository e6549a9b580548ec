import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidates, users } from '../../../src/db/schema/index.ts';
import { organizationOf, roleNamed } from '../../support/scheduling-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { postTokenForm, startTestApp, userTokenGrant } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apply = (organization: string | number, roleId: string | number, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/apply/${organization}/${roleId}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const messagesTo = (recipient: string) => t.messages.filter((m) => m.recipient === recipient);
const continueLink = /\/magic-password\?token=([A-Za-z0-9_-]+)&url=%2Fapply%2F(\d+)/;

async function userWithEmail(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

async function applicationsOf(userId: number) {
  return t.db.select().from(candidates).where(eq(candidates.userId, userId));
}

/** Signs in with the emailed link's token, as /magic-password does (the USER_TOKEN grant). */
async function signInWithLink(token: string) {
  const response = await postTokenForm(t.app, userTokenGrant(token));
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

describe('POST /api/public/apply/{orgId}/{roleId}', () => {
  it('makes an account for a new address and emails a link that signs in and lands on the application', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const response = await apply('hartwell', role.id, {
      email: 'New.Applicant@Example.com',
      firstName: 'Noor',
      lastName: 'Haddad',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const account = await userWithEmail('new.applicant@example.com');
    // The names a stranger typed for someone's address are neither kept nor emailed (issue 31).
    expect(account).toMatchObject({
      userType: 'ANONYMOUS_CANDIDATE',
      firstName: '',
      lastName: '',
      candidateStatus: 'NOT_VERIFIED',
      passwordHash: null,
      organizationId: null,
    });
    if (!account) throw new Error('no account');
    // No draft until the address's owner opens the link.
    expect(await applicationsOf(account.id)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.signed-up'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.details).toEqual({ anonymousApplication: { roleId: role.id } });

    const [message] = messagesTo('new.applicant@example.com');
    expect(message).toMatchObject({
      template: 'magic-sign-in',
      subject: 'Continue your application: Training Contract 2028',
    });
    expect(message?.body).toMatch(/^Hello there,/);
    expect(`${message?.subject} ${message?.body} ${message?.html}`).not.toMatch(/Noor|Haddad/);
    expect(message?.body).toMatch(/http:\/\/hartwell\.localhost:\d+\/magic-password\?token=/);
    const [, token, landing] = continueLink.exec(message?.body ?? '') ?? [];
    expect(landing).toBe(String(role.id));

    // The portal's /apply/{roleId} then starts the draft as the signed-in candidate.
    const accessToken = await signInWithLink(token ?? '');
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/candidate/applyc/${role.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(started.statusCode).toBeLessThan(300);
    expect(await applicationsOf(account.id)).toHaveLength(1);
  });

  it('answers a known candidate, a manager and a new address alike, and emails only the candidates', async () => {
    const role = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const known = await apply('northwind', role.id, { email: 'candidate@shortlist.test' });
    const manager = await apply('northwind', role.id, { email: 'hm@northwind.test' });
    const unknown = await apply('northwind', role.id, { email: 'someone.else@example.com' });
    for (const response of [known, manager, unknown]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }

    const candidate = await userWithEmail('candidate@shortlist.test');
    expect(candidate?.userType).toBe('CANDIDATE');
    expect(messagesTo('candidate@shortlist.test').at(-1)?.body).toMatch(
      /^Hello .+,\n\nContinue your application to Data Science Graduate Scheme 2027 at Northwind Analytics/,
    );
    expect(messagesTo('hm@northwind.test')).toEqual([]);
    expect((await userWithEmail('hm@northwind.test'))?.userType).toBe('HIRING_MANAGER');
    expect(messagesTo('someone.else@example.com')).toHaveLength(1);
  });

  it('keeps one account for an address that applies twice, by id or by subdomain', async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    const hartwell = await organizationOf(t, 'hartwell');
    expect((await apply('hartwell', role.id, { email: 'twice@example.com' })).statusCode).toBe(204);
    expect((await apply(hartwell.id, role.id, { email: 'TWICE@example.com' })).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(messagesTo('twice@example.com')).toHaveLength(2);
    expect(messagesTo('twice@example.com')[0]?.body).toMatch(/^Hello there,/);
  });

  it('sends at most three links an hour to one address and still answers 204', async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    for (let request = 0; request < 4; request++) {
      expect((await apply('hartwell', role.id, { email: 'eager@example.com' })).statusCode).toBe(204);
    }
    expect(messagesTo('eager@example.com')).toHaveLength(3);
  });

  it('answers 404 for a draft, unknown or other organisation’s role and 409 for a closed one, making nothing', async () => {
    const draft = await roleNamed(t, 'northwind', 'Analytics Apprenticeship');
    const northwind = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const closed = await roleNamed(t, 'hartwell', 'Winter Vacation Scheme 2026');
    const body = { email: 'refused@example.com' };
    expect((await apply('northwind', draft.id, body)).statusCode).toBe(404);
    expect((await apply('northwind', 999_999, body)).statusCode).toBe(404);
    expect((await apply('hartwell', northwind.id, body)).statusCode).toBe(404);
    const refused = await apply('hartwell', closed.id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe('This role is not open for applications.');
    expect(await userWithEmail('refused@example.com')).toBeUndefined();
    expect(messagesTo('refused@example.com')).toEqual([]);
  });

  it.each([
    ['no body', undefined, ['email']],
    ['no email', { firstName: 'Ada' }, ['email']],
    ['a malformed email', { email: 'not-an-email' }, ['email']],
    [
      'names too long and no email',
      { firstName: 'x'.repeat(500), lastName: 'y'.repeat(500) },
      ['email', 'firstName', 'lastName'],
    ],
  ])('refuses %s with 400 field by field, making nothing', async (_case, payload, fields) => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const sentBefore = t.messages.length;
    const response = await apply('hartwell', role.id, payload);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(fields);
    expect(t.messages.length).toBe(sentBefore);
  });

  it('checks the path before the body', async () => {
    const response = await apply('hartwell', 'twelve', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'roleId', message: expect.any(String) }]);
  });
});
