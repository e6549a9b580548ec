import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, candidates, users } from '../../src/db/schema/index.ts';
import {
  auditActions,
  demoApplication,
  fieldsOf,
  generatedApplication,
  organizationIdOf,
  snapshotOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let demo: Awaited<ReturnType<typeof demoApplication>>;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  demo = await demoApplication(t.db);
});
afterAll(() => t.close());

const urlOf = (candidateId: number, rest = '', organizationId = hartwell) =>
  `/api/v1/organization/${organizationId}/candidate/${candidateId}${rest}`;

describe('GET /organization/{orgId}/candidate/{id}', () => {
  it("gives a manager the application's person, stage, status code, codes and counts", async () => {
    const response = await manager.request({ method: 'GET', url: urlOf(demo.id) });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      id: demo.id,
      organizationId: hartwell,
      person: { email: 'candidate@shortlist.test', anonymised: false },
      application: {
        status: 'ACTIVE',
        stage: { id: stageIds.atInterview, name: 'At interview', group: 'interview' },
        subStage: { code: 'invited' },
        matched: false,
        acceptTermAndConditions: true,
      },
      documents: [],
      notesCount: 0,
    });
    expect(view.application.role.name).toEqual(expect.any(String));
    expect(view.codes).toEqual([
      expect.objectContaining({ type: 'SCHEDULER', stage: { id: stageIds.atInterview } }),
    ]);
    expect(response.body).not.toMatch(/passwordHash|password_hash|storageKey|scrypt\$/);
  });

  it('never shows diversity answers, to a plain manager or to a manager-admin', async () => {
    await t.db
      .update(candidates)
      .set({ ethnicity: 'Prefer not to say', ethnicityMulti: ['Mixed'] })
      .where(eq(candidates.id, demo.id));
    await t.db
      .insert(candidateProfiles)
      .values({ userId: demo.userId, profile: { citizen: true, diversity: { gender: 'Woman' } } })
      .onConflictDoUpdate({
        target: candidateProfiles.userId,
        set: { profile: { citizen: true, diversity: { gender: 'Woman' } } },
      });

    for (const viewer of [manager, managerAdmin]) {
      const view = (await viewer.request({ method: 'GET', url: urlOf(demo.id) })).json();
      expect(view.diversityVisible).toBe(false);
      expect(view.application).toMatchObject({
        ethnicity: null,
        ethnicityMulti: null,
        ethnicitySpecify: null,
      });
      expect(view.profile).toEqual({ citizen: true });
    }
  });

  it('shows no names, email or mobile of an anonymised person', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 3);
    await t.db
      .update(users)
      .set({ anonymised: true, mobile: '07700900999' })
      .where(eq(users.id, application.userId));
    const view = (await manager.request({ method: 'GET', url: urlOf(application.id) })).json();
    expect(view.person).toMatchObject({ anonymised: true, firstName: null, lastName: null, mobile: null });
    expect(view.person.email).toBeNull();
  });

  it('lets the provider admin read any organisation’s candidate', async () => {
    const admin = await signIn(t.app, 'admin@shortlist.test');
    expect((await admin.request({ method: 'GET', url: urlOf(demo.id) })).statusCode).toBe(200);
    // The path's organisation must be the candidate's own, even for the provider.
    expect((await admin.request({ method: 'GET', url: urlOf(demo.id, '', northwind) })).statusCode).toBe(404);
  });

  it('refuses a candidate, even on its own application', async () => {
    const candidate = await signIn(t.app, 'candidate@shortlist.test');
    expect((await candidate.request({ method: 'GET', url: urlOf(demo.id) })).statusCode).toBe(403);
  });

  it('answers 404 for a candidate asked for under the wrong organisation, even by its own manager', async () => {
    const response = await manager.request({ method: 'GET', url: urlOf(demo.id, '', northwind) });
    expect(response.statusCode).toBe(404);
    const northwindCandidate = await generatedApplication(t.db, 'northwind');
    expect((await manager.request({ method: 'GET', url: urlOf(northwindCandidate.id) })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['a word for the organisation', '/api/v1/organization/hartwell/candidate/1'],
    ['an injection for the candidate', '/api/v1/organization/1/candidate/1%20or%201=1'],
    ['a negative candidate id', '/api/v1/organization/1/candidate/-4'],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await manager.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.any(Array));
  });
});

describe('PUT /organization/{orgId}/candidate/{id}/adjustment', () => {
  it('stores the reasonable adjustments and audits the change', async () => {
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(demo.id, '/adjustment'),
      payload: { adjustment: 'Extra time in written tests; step-free access.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().application.adjustment).toBe('Extra time in written tests; step-free access.');
    const actions = (await auditActions(t.db, demo.id)).map((row) => row.action);
    expect(actions).toContain('candidate.adjustment.updated');
  });

  it('refuses more than 4096 characters and keeps the text it had', async () => {
    const before = await snapshotOf(t.db, demo.id);
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(demo.id, '/adjustment'),
      payload: { adjustment: 'x'.repeat(4097) },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['adjustment']);
    expect(await snapshotOf(t.db, demo.id)).toEqual(before);
  });
});

describe('PUT and DELETE /organization/{orgId}/candidate/{id}/match', () => {
  it('marks and unmarks the application as a match', async () => {
    const marked = await manager.request({ method: 'PUT', url: urlOf(demo.id, '/match') });
    expect(marked.json().application.matched).toBe(true);
    const unmarked = await manager.request({ method: 'DELETE', url: urlOf(demo.id, '/match') });
    expect(unmarked.json().application.matched).toBe(false);
    const actions = (await auditActions(t.db, demo.id)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['candidate.matched', 'candidate.unmatched']));
  });
});

describe('PUT /organization/{orgId}/candidate/{id}/update', () => {
  it("corrects the person's names and mobile, and audits who did it", async () => {
    const application = await generatedApplication(t.db, 'hartwell', 4);
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(application.id, '/update'),
      payload: { firstName: 'Ada', lastName: 'Lovelace', mobile: '+44 7700 900456' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().person).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobile: '07700900456',
    });
    const [audit] = (await auditActions(t.db, application.userId)).filter(
      (row) => row.action === 'candidate.person.updated',
    );
    expect(audit?.details).toMatchObject({ candidateId: application.id, emailChanged: false });
  });

  // Issue 31: this used to move the sign-in email; now a manager corrects only where messages go.
  it('corrects the contact email and leaves the sign-in email and its verification as they were', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 5);
    const [before] = await t.db.select().from(users).where(eq(users.id, application.userId));
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(application.id, '/update'),
      payload: { email: 'Corrected.Address@example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().person).toMatchObject({
      email: 'corrected.address@example.test',
      emailVerified: before?.emailVerifiedAt !== null,
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, application.userId));
    expect(after).toMatchObject({ email: before?.email, contactEmail: 'corrected.address@example.test' });
  });

  it("answers 409 when the email is someone else's, and changes nothing", async () => {
    const application = await generatedApplication(t.db, 'hartwell', 6);
    const before = await snapshotOf(t.db, application.id);
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(application.id, '/update'),
      payload: { firstName: 'Changed', email: 'HM@hartwell.test' },
    });
    expect(response.statusCode).toBe(409);
    expect(fieldsOf(response)).toEqual(['email']);
    expect(await snapshotOf(t.db, application.id)).toEqual(before);
  });

  it('refuses to change a person who has also applied to another organisation', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 7);
    await t.db
      .insert(candidates)
      .values({ organizationId: northwind, userId: application.userId, roleId: null });
    const before = await snapshotOf(t.db, application.id);
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(application.id, '/update'),
      payload: { firstName: 'Changed' },
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshotOf(t.db, application.id)).toEqual(before);
  });

  it.each([
    ['an empty body', {}, ''],
    ['a landline', { mobile: '02079460000' }, 'mobile'],
    ['a script for a name', { firstName: 'x'.repeat(256) }, 'firstName'],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, field) => {
    const before = await snapshotOf(t.db, demo.id);
    const response = await manager.request({ method: 'PUT', url: urlOf(demo.id, '/update'), payload });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await snapshotOf(t.db, demo.id)).toEqual(before);
  });
});
