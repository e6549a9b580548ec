import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authSessions,
  candidateNotes,
  candidateProfiles,
  candidates,
  documents,
  loginFailures,
  outbox,
  tokens,
  users,
} from '../../src/db/schema/index.ts';
import { generatedApplication } from '../support/organization-candidates.ts';
import { addPersonalData, signInPersonOf } from '../support/personal-data.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { postTokenForm, signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let managerAdmin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
});
afterAll(() => t.close());

async function reportFigures(kind: string) {
  const response = await managerAdmin.request({ method: 'GET', url: `/api/v1/reports/${kind}` });
  expect(response.statusCode).toBe(200);
  const { generatedAt: _, ...figures } = response.json();
  return figures;
}

describe('DELETE /api/v1/user/deleteMe', () => {
  it('erases the person’s data from every table and the file store, keeping the application row', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 5);
    const { person, document } = await addPersonalData(t, application.id, 'Cordelia');
    const candidate = await signInPersonOf(t, application.id);
    // A failed sign-in is kept against the address for the throttle.
    const refused = await postTokenForm(t.app, {
      username: person.email,
      password: 'wrong',
      grant_type: 'password',
      scope: 'write',
      client_id: 'shortlist-web',
      application_type: 'PATIENT',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(loginFailures)
        .where(like(loginFailures.subject, `%${person.email}%`)),
    ).not.toEqual([]);

    const response = await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' });

    expect(response.statusCode).toBe(204);
    const [account] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(account).toMatchObject({
      anonymised: true,
      firstName: '',
      lastName: '',
      preferredName: null,
      passwordHash: null,
      mobile: null,
      avatar: null,
    });
    expect(account?.email).not.toBe(person.email);
    expect(
      await t.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, person.id)),
    ).toEqual([]);
    const [kept] = await t.db.select().from(candidates).where(eq(candidates.id, application.id));
    expect(kept).toMatchObject({
      stageId: application.stageId,
      roleId: application.roleId,
      responses: [],
      ethnicity: null,
      adjustment: null,
    });
    expect(kept?.anonymisedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, application.id)),
    ).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.candidateId, application.id))).toEqual([]);
    await expect(t.app.services.files.get(document.storageKey)).rejects.toThrow();
    expect(
      await t.db
        .select()
        .from(loginFailures)
        .where(like(loginFailures.subject, `%${person.email}%`)),
    ).toEqual([]);
    const [traces] = await t.db
      .select({ total: sql<number>`count(*)::integer` })
      .from(outbox)
      .where(sql`${outbox.recipient} = ${person.email} or ${outbox.body} like '%Cordelia%'`);
    expect(traces?.total).toBe(0);
  });

  it('ends every session: the old access token answers 401 and the refresh token is gone', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 6);
    const candidate = await signInPersonOf(t, application.id);
    expect((await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(
      204,
    );

    expect((await candidate.request({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    expect(await t.db.select().from(tokens).where(eq(tokens.userId, candidate.userId))).toEqual([]);
    const sessions = await t.db.select().from(authSessions).where(eq(authSessions.userId, candidate.userId));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('keeps the organisation’s report figures as they were', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 7);
    await addPersonalData(t, application.id, 'Desmond');
    const candidate = await signInPersonOf(t, application.id);
    const diversity = await reportFigures('DIVERSITY');
    const [before] = await t.db
      .select({ total: sql<number>`count(*)::integer` })
      .from(candidates)
      .where(eq(candidates.organizationId, application.organizationId));

    expect((await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(
      204,
    );

    // Its diversity answers are gone, but the application is still counted where it stands.
    const erased = await reportFigures('DIVERSITY');
    expect(erased.total).toBe(diversity.total);
    const everyone = (figures: typeof diversity) =>
      figures.sections.find((section: { key: string }) => section.key === 'gender').total.cells;
    expect(everyone(erased)).toEqual(everyone(diversity));
    const [after] = await t.db
      .select({ total: sql<number>`count(*)::integer` })
      .from(candidates)
      .where(eq(candidates.organizationId, application.organizationId));
    expect(after?.total).toBe(before?.total);
  });

  it('writes an audit entry that holds counts, never the erased name or email', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 8);
    const { person } = await addPersonalData(t, application.id, 'Evangeline');
    const candidate = await signInPersonOf(t, application.id);
    expect((await candidate.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(
      204,
    );

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.erased'));
    const mine = rows.filter((row) => row.targetId === String(person.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ actorUserId: person.id, targetType: 'user' });
    expect(mine[0]?.details).toMatchObject({
      reason: 'own-request',
      applications: 1,
      notes: 1,
      documents: 1,
    });
    const written = JSON.stringify(await t.db.select().from(auditLog));
    expect(written).not.toContain(person.email);
    expect(written).not.toContain('Evangeline');
  });

  it('refuses the provider admin and changes nothing', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    expect((await admin.request({ method: 'DELETE', url: '/api/v1/user/deleteMe' })).statusCode).toBe(403);
    const me = await admin.request({ method: 'GET', url: '/api/v1/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('admin@shortlist.test');
  });
});
