import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateScores } from '../../src/db/schema/index.ts';
import {
  auditActions,
  fieldsOf,
  generatedApplication,
  organizationIdOf,
  snapshotOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
// Issue 33: a stage's scores are a manager admin's decision, so the admin scores here; a standard manager may not.
let admin: SignedIn;
let standardManager: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  standardManager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const urlOf = (id: number, rest: string, organizationId = hartwell) =>
  `/api/v1/organization/${organizationId}/candidate/${id}${rest}`;

const scoreAt = (
  caller: SignedIn,
  id: number,
  stageId: number,
  payload: unknown,
  organizationId = hartwell,
) =>
  caller.request({
    method: 'PUT',
    url: urlOf(id, `/score/${stageId}`, organizationId),
    payload: payload as object,
  });

describe('PUT /organization/{orgId}/candidate/{id}/score/{stageId}: metric bounds', () => {
  it.each([
    ['commercialAwareness', 0],
    ['commercialAwareness', 4.5],
    ['commercialAwareness', 5],
    ['assessmentPercent', 0],
    ['assessmentPercent', 100],
  ])('accepts %s scored %s', async (key, value) => {
    const { id } = await generatedApplication(t.db, 'hartwell');
    const response = await scoreAt(admin, id, 3, [{ key, value }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().scores).toContainEqual(expect.objectContaining({ key, value, stage: { id: 3 } }));
  });

  it.each([
    ['commercialAwareness', 5.5, 'at most 5'],
    ['commercialAwareness', 6, 'at most 5'],
    ['commercialAwareness', -1, 'at least 0'],
    ['assessmentPercent', 101, 'at most 100'],
    ['assessmentPercent', -0.5, 'at least 0'],
    ['commercialAwareness', '4', 'Enter a number'],
    ['rightToWork', 1, 'Choose yes or no'],
  ])('refuses %s scored %j with the bound in the message and stores nothing', async (key, value, words) => {
    const { id } = await generatedApplication(t.db, 'hartwell', 1);
    const before = await snapshotOf(t.db, id);
    const response = await scoreAt(admin, id, 3, [{ key, value }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: '0.value', message: expect.stringContaining(words) }]);
    expect(await snapshotOf(t.db, id)).toEqual(before);
  });

  it('refuses a metric the organisation does not have', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 1);
    const response = await scoreAt(admin, id, 3, [{ key: 'advocacy', value: 3 }]);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['0.key']);
  });

  it("uses kingsbench's own maximum of 10 for advocacy", async () => {
    const provider = await signIn(t.app, 'admin@shortlist.test');
    const kingsbench = await organizationIdOf(t.db, 'kingsbench');
    const { id } = await generatedApplication(t.db, 'kingsbench');
    expect((await scoreAt(provider, id, 6, [{ key: 'advocacy', value: 10 }], kingsbench)).statusCode).toBe(
      200,
    );
    const refused = await scoreAt(provider, id, 6, [{ key: 'advocacy', value: 11 }], kingsbench);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toContain('at most 10');
  });

  it.each([
    ['a body that is not a list', { key: 'commercialAwareness', value: 3 }, ''],
    ['an empty list', [], ''],
    [
      'a repeated metric',
      [
        { key: 'commercialAwareness', value: 1 },
        { key: 'commercialAwareness', value: 2 },
      ],
      '1.key',
    ],
    ['an injection for a key', [{ key: "x'; DROP TABLE candidate_scores;--", value: 1 }], '0.key'],
  ])('refuses %s', async (_case, payload, field) => {
    const { id } = await generatedApplication(t.db, 'hartwell', 1);
    const response = await scoreAt(admin, id, 3, payload);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
  });

  it('refuses a stage that does not exist', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 1);
    const response = await scoreAt(admin, id, 12, [{ key: 'commercialAwareness', value: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['stageId']);
  });
});

describe('PUT /organization/{orgId}/candidate/{id}/score/{stageId}: totals and atomicity', () => {
  it('sums number and percent scores into the candidate score, out of their maxima, and audits it', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 2);
    const response = await scoreAt(admin, id, 3, [
      { key: 'commercialAwareness', value: 4 },
      { key: 'assessmentPercent', value: 80 },
      { key: 'rightToWork', value: true },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ score: 84, totalScore: 105 });
    expect(response.json().scores).toContainEqual(
      expect.objectContaining({ key: 'rightToWork', value: true }),
    );

    const later = await scoreAt(admin, id, 6, [{ key: 'writtenCommunication', value: 3 }]);
    expect(later.json()).toMatchObject({ score: 87, totalScore: 110 });
    const read = (await admin.request({ method: 'GET', url: urlOf(id, '/score') })).json();
    expect(read).toMatchObject({ score: 87, totalScore: 110 });
    const view = (await admin.request({ method: 'GET', url: urlOf(id, '') })).json();
    expect(view.application).toMatchObject({ candidateScore: 87, totalScore: 110 });

    const [audit] = (await auditActions(t.db, id)).filter((row) => row.action === 'candidate.score.metrics');
    expect(audit?.details).toMatchObject({ stageId: 3, candidateScore: 84, totalScore: 105 });
  });

  it('is a manager admin’s decision, shown with its author: a standard manager gets 403 and changes nothing', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 7);
    await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: 2 }]);
    const before = await snapshotOf(t.db, id);
    const overwrite = await scoreAt(standardManager, id, 3, [{ key: 'commercialAwareness', value: 5 }]);
    expect(overwrite.statusCode).toBe(403);
    const overall = await standardManager.request({
      method: 'PUT',
      url: urlOf(id, '/score'),
      payload: { score: 1, totalScore: 2 },
    });
    expect(overall.statusCode).toBe(403);
    expect(await snapshotOf(t.db, id)).toEqual(before);
    const view = (await standardManager.request({ method: 'GET', url: urlOf(id, '') })).json();
    expect(view.scores).toContainEqual(
      expect.objectContaining({
        key: 'commercialAwareness',
        value: 2,
        scorerName: 'Eleanor Hartwell',
        updatedAt: expect.any(String),
      }),
    );
  });

  it('replaces a metric score at the same stage rather than adding another', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 3);
    await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: 2 }]);
    const response = await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: 5 }]);
    expect(response.json()).toMatchObject({ score: 5, totalScore: 5 });
    const rows = await t.db.select().from(candidateScores).where(eq(candidateScores.candidateId, id));
    expect(rows).toHaveLength(1);
  });

  it('clears a score given as null', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 4);
    await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: 2 }]);
    const response = await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: null }]);
    expect(response.json()).toMatchObject({ score: null, totalScore: null, scores: [] });
  });

  it('stores nothing of a batch when one entry is out of range', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 5);
    await scoreAt(admin, id, 3, [{ key: 'commercialAwareness', value: 1 }]);
    const before = await snapshotOf(t.db, id);
    const response = await scoreAt(admin, id, 3, [
      { key: 'commercialAwareness', value: 5 },
      { key: 'assessmentPercent', value: 150 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['1.value']);
    expect(await snapshotOf(t.db, id)).toEqual(before);
    const read = (await admin.request({ method: 'GET', url: urlOf(id, '/score') })).json();
    expect(read.scores).toEqual([expect.objectContaining({ key: 'commercialAwareness', value: 1 })]);
  });
});

describe('PUT and GET /organization/{orgId}/candidate/{id}/score', () => {
  it('sets the overall score and total score and reads them back', async () => {
    const { id } = await generatedApplication(t.db, 'hartwell', 6);
    const response = await admin.request({
      method: 'PUT',
      url: urlOf(id, '/score'),
      payload: { score: 30, totalScore: 40 },
    });
    expect(response.statusCode).toBe(200);
    const read = await admin.request({ method: 'GET', url: urlOf(id, '/score') });
    expect(read.json()).toMatchObject({ score: 30, totalScore: 40 });
    expect(read.json().metrics).toContainEqual({
      key: 'assessmentPercent',
      label: 'Assessment centre result',
      metricType: 'percent',
      min: 0,
      max: 100,
    });
    const actions = (await auditActions(t.db, id)).map((row) => row.action);
    expect(actions).toContain('candidate.score.set');
  });

  it.each([
    ['a score above the total', { score: 50, totalScore: 40 }, 'score'],
    ['a negative score', { score: -1, totalScore: 40 }, 'score'],
    ['a missing total', { score: 1 }, 'totalScore'],
    ['text for a score', { score: 'ten', totalScore: 40 }, 'score'],
  ])('refuses %s and changes nothing', async (_case, payload, field) => {
    const { id } = await generatedApplication(t.db, 'hartwell', 6);
    const before = await snapshotOf(t.db, id);
    const response = await admin.request({ method: 'PUT', url: urlOf(id, '/score'), payload });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await snapshotOf(t.db, id)).toEqual(before);
  });
});
