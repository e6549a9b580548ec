import { findNextStage, stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, subStages } from '../../src/db/schema/index.ts';
import { auditRowsOf } from '../support/pipeline-fixtures.ts';
import { candidateById } from '../support/scheduling-fixtures.ts';
import { applicantOn, newRole } from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let colleague: SignedIn;
let role: Awaited<ReturnType<typeof newRole>>;
let nextAfterApplied: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  colleague = await signIn(t.app, 'hm.admin@hartwell.test');
  role = await newRole(t, 'hartwell', 'Screening decisions 2028');
  const stages = await t.db
    .selectDistinct({ stageId: subStages.stageId })
    .from(subStages)
    .where(eq(subStages.organizationId, role.organizationId));
  nextAfterApplied =
    findNextStage(
      stageIds.applied,
      stages.map((row) => row.stageId),
    ) ?? 0;
});
afterAll(() => t.close());

const decide = (caller: SignedIn, id: number, payload: Record<string, unknown>) =>
  caller.request({
    method: 'POST',
    url: `/api/v1/organization/${role.organizationId}/screening/${id}`,
    payload,
  });

async function latestHistory(caller: SignedIn, id: number) {
  const history = (await caller.request({ method: 'GET', url: `/api/v1/candidate/${id}/history` })).json();
  return history as { fromStageId: number; toStageId: number; reason: string; actorName: string }[];
}

describe('POST /api/v1/organization/{orgId}/screening/{id}', () => {
  it("progresses to the organisation's next stage with the reason in the history, and names the next candidate", async () => {
    const decided = (await applicantOn(t, role, stageIds.applied, '2026-04-01')).id;
    const next = (await applicantOn(t, role, stageIds.applied, '2026-04-02')).id;
    await applicantOn(t, role, stageIds.applied, '2026-04-03');
    const response = await decide(manager, decided, {
      decision: 'progress',
      reason: 'Strong drafting sample.',
    });
    expect(response.statusCode).toBe(200);
    expect(nextAfterApplied).not.toBe(stageIds.applied);
    expect(response.json()).toMatchObject({
      candidateId: decided,
      decision: 'progress',
      stage: { id: nextAfterApplied },
      nextCandidateId: next,
    });
    expect((await candidateById(t, decided)).stageId).toBe(nextAfterApplied);
    const [entry] = await latestHistory(manager, decided);
    expect(entry).toMatchObject({
      fromStageId: stageIds.applied,
      toStageId: nextAfterApplied,
      reason: 'Strong drafting sample.',
    });
    expect((await auditRowsOf(t.db, 'candidate.screening.progress')).at(-1)?.targetId).toBe(String(decided));
  });

  it('rejects to the Rejected stage with a reason, telling the candidate as any rejection does', async () => {
    const { id, email } = await applicantOn(t, role, stageIds.forReview, '2026-04-04');
    // Issue 32: a rejection needs one of the organisation's reasons.
    const refused = await decide(manager, id, { decision: 'reject' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'rejectionReasonId', message: expect.any(String) }]);
    expect((await candidateById(t, id)).stageId).toBe(stageIds.forReview);
    const response = await decide(manager, id, {
      decision: 'reject',
      rejectionReasonId: 'application-answers',
    });
    expect(response.json()).toMatchObject({ decision: 'reject', stage: { id: stageIds.rejected } });
    const [entry] = await latestHistory(manager, id);
    expect(entry).toMatchObject({
      fromStageId: stageIds.forReview,
      toStageId: stageIds.rejected,
      reason: 'screening',
    });
    // Held for the next working morning, in the wording of a rejection after application review.
    const waiting = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(waiting.map((row) => row.template)).toEqual(['rejected-after-application-review']);
    expect(waiting[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('holds the candidate at the stage once however often it is asked, and audits it', async () => {
    const id = (await applicantOn(t, role, stageIds.forApplicationReview, '2026-04-05')).id;
    const before = (await auditRowsOf(t.db, 'candidate.screening.hold')).length;
    for (const _ of [1, 2]) {
      const response = await decide(manager, id, { decision: 'hold' });
      expect(response.json()).toMatchObject({
        decision: 'hold',
        stage: { id: stageIds.forApplicationReview },
      });
    }
    expect((await candidateById(t, id)).stageId).toBe(stageIds.forApplicationReview);
    expect(await latestHistory(manager, id)).toEqual([]);
    expect((await auditRowsOf(t.db, 'candidate.screening.hold')).length).toBe(before + 2);
  });

  it('answers 409 for a candidate no longer at an application-screen stage, or moved since the manager looked', async () => {
    const later = (await applicantOn(t, role, stageIds.firstRound, '2026-04-06')).id;
    const refused = await decide(manager, later, { decision: 'progress' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toMatch(/no longer waiting to be screened/);
    expect((await candidateById(t, later)).stageId).toBe(stageIds.firstRound);
    const moved = (await applicantOn(t, role, stageIds.forApplicationReview, '2026-04-07')).id;
    const stale = await decide(manager, moved, { decision: 'progress', stageId: stageIds.applied });
    expect(stale.statusCode).toBe(409);
    expect((await candidateById(t, moved)).stageId).toBe(stageIds.forApplicationReview);
  });

  it('moves a candidate once when two managers progress it at the same moment', async () => {
    const id = (await applicantOn(t, role, stageIds.applied, '2026-04-08')).id;
    const answers = await Promise.all([
      decide(manager, id, { decision: 'progress' }),
      decide(colleague, id, { decision: 'progress' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    expect((await candidateById(t, id)).stageId).toBe(nextAfterApplied);
    expect(await latestHistory(manager, id)).toHaveLength(1);
  });

  it("answers another organisation's manager 404 and changes nothing; bad decisions get field messages", async () => {
    const id = (await applicantOn(t, role, stageIds.applied, '2026-04-09')).id;
    const northwind = await signIn(t.app, 'hm@northwind.test');
    expect((await decide(northwind, id, { decision: 'reject' })).statusCode).toBe(404);
    const bad = await decide(manager, id, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'decision', message: expect.any(String) }]);
    expect((await candidateById(t, id)).stageId).toBe(stageIds.applied);
  });
});
