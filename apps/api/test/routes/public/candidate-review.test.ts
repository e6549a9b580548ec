import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateNotes, candidateScores, candidates } from '../../../src/db/schema/index.ts';
import { issueOrganizationToken } from '../../../src/organizations/public-organizations.ts';
import { applicantAt, organizationOf, roleNamed } from '../../support/scheduling-fixtures.ts';
import type { TestApp } from '../../support/test-app.ts';
import { signIn, startTestApp } from '../../support/test-app.ts';

let t: TestApp;
let reviewed: number;
let notListed: number;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
  reviewed = (await applicantAt(t, role, stageIds.firstRound, { firstName: 'Priya' })).candidate.id;
  notListed = (await applicantAt(t, role, stageIds.firstRound)).candidate.id;
  await t.db
    .update(candidates)
    .set({
      ethnicity: 'Prefer not to say',
      responses: [{ questionId: 'whyUs', response: 'Your pro bono work.' }],
    })
    .where(eq(candidates.id, reviewed));
  token = await issueOrganizationToken(t.db, {
    organizationId: role.organizationId,
    kind: 'reviewer',
    payload: { candidateIds: [reviewed], reviewerName: 'Judge Rinder' },
  });
});
afterAll(() => t.close());

const path = (candidateId: number, organization = 'hartwell', secret = token) =>
  `/api/public/organization/${organization}/token/${secret}/candidate/${candidateId}`;

describe('GET /api/public/organization/{id}/token/{token}/candidate/{candidateId}', () => {
  it("shows a listed candidate's application without diversity data", async () => {
    const response = await t.app.inject({ method: 'GET', url: path(reviewed) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: reviewed,
      firstName: 'Priya',
      role: { name: 'Training Contract 2028' },
      stageId: stageIds.firstRound,
      responses: [{ questionId: 'whyUs', response: 'Your pro bono work.' }],
    });
    expect(response.body).not.toContain('ethnicity');
    expect(response.body).not.toContain('Prefer not to say');
    expect(response.body).not.toContain('@example.com');
  });

  it('answers 404 for a candidate the link does not list, another organisation, or another kind of token', async () => {
    expect((await t.app.inject({ method: 'GET', url: path(notListed) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path(reviewed, 'northwind') })).statusCode).toBe(404);
    const careers = await issueOrganizationToken(t.db, {
      organizationId: (await organizationOf(t, 'hartwell')).id,
      kind: 'careers',
      payload: { candidateIds: [reviewed] },
    });
    expect((await t.app.inject({ method: 'GET', url: path(reviewed, 'hartwell', careers) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: path(reviewed, 'hartwell', 'unknown-token') })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/public/organization/{id}/token/{token}/candidate/{candidateId}', () => {
  it("stores the reviewer's recommendation as a comment under the reviewer's name, and audits it", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: path(reviewed),
      payload: { recommendation: 'Invite to final round', comment: 'Clear and persuasive.' },
    });
    expect(response.statusCode).toBe(201);
    const [note] = await t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, reviewed));
    expect(note).toMatchObject({
      kind: 'comment',
      authorUserId: null,
      reviewerName: 'Judge Rinder',
      comment: 'Invite to final round\n\nClear and persuasive.',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.review.feedback'), eq(auditLog.targetId, String(reviewed))));
    expect(audit).toHaveLength(1);

    const manager = await signIn(t.app, 'hm@hartwell.test');
    const organizationId = (await t.db.select().from(candidates).where(eq(candidates.id, reviewed)))[0]
      ?.organizationId;
    const notes = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${organizationId}/candidate/${reviewed}/notes`,
    });
    expect(notes.json()).toEqual([
      expect.objectContaining({ author: null, reviewerName: 'Judge Rinder', comment: note?.comment }),
    ]);
  });

  it('refuses feedback without a recommendation, and for an unlisted candidate, storing nothing', async () => {
    const missing = await t.app.inject({ method: 'POST', url: path(reviewed), payload: { comment: 'Hmm.' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('recommendation');
    const unlisted = await t.app.inject({
      method: 'POST',
      url: path(notListed),
      payload: { recommendation: 'Yes' },
    });
    expect(unlisted.statusCode).toBe(404);
    expect(
      await t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, notListed)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, reviewed)),
    ).toHaveLength(1);
  });
});

describe('POST /api/public/organization/{id}/token/{token}/candidate/{candidateId}/score', () => {
  const score = (candidateId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${path(candidateId)}/score`, payload });

  it("stores the reviewer's score at the candidate's stage, a later score replacing it", async () => {
    expect((await score(reviewed, { score: 7, totalScore: 10 })).json()).toEqual({
      candidateId: reviewed,
      stageId: stageIds.firstRound,
      score: 7,
      totalScore: 10,
    });
    expect((await score(reviewed, { score: 8, totalScore: 10 })).statusCode).toBe(200);
    const rows = await t.db.select().from(candidateScores).where(eq(candidateScores.candidateId, reviewed));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      metricKey: 'reviewer',
      value: 8,
      textValue: '10',
      stageId: stageIds.firstRound,
    });
  });

  it('refuses a score above the total and a score for an unlisted candidate', async () => {
    const above = await score(reviewed, { score: 11, totalScore: 10 });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors[0].field).toBe('score');
    expect((await score(notListed, { score: 1, totalScore: 10 })).statusCode).toBe(404);
    const rows = await t.db.select().from(candidateScores).where(eq(candidateScores.candidateId, reviewed));
    expect(rows[0]?.value).toBe(8);
    expect(
      await t.db.select().from(candidateScores).where(eq(candidateScores.candidateId, notListed)),
    ).toHaveLength(0);
  });
});
