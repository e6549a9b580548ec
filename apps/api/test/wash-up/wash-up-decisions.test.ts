import { findNextStage, stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentDecisions, subStages } from '../../src/db/schema/index.ts';
import { auditRowsOf, historyCountOf, placementsOf } from '../support/pipeline-fixtures.ts';
import { applicantOn, newRole } from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: a wash-up decision is recorded with its reason, who and when, moves the candidate through the
// pipeline's one move, and is taken once when two people decide at the same time.

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let role: Awaited<ReturnType<typeof newRole>>;
let nextStage: number;

const stage = stageIds.firstRound;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  role = await newRole(t, 'hartwell', 'Wash-up decisions 2028');
  const stages = await t.db
    .selectDistinct({ stageId: subStages.stageId })
    .from(subStages)
    .where(eq(subStages.organizationId, role.organizationId));
  nextStage =
    findNextStage(
      stage,
      stages.map((row) => row.stageId),
    ) ?? 0;
});
afterAll(() => t.close());

const decide = (caller: SignedIn, payload: Record<string, unknown>) =>
  caller.request({
    method: 'POST',
    url: `/api/v1/organization/${role.organizationId}/roles/${role.id}/wash-up/decisions`,
    payload,
  });

const decisionOf = (candidateId: number, decision: string, extra: Record<string, unknown> = {}) => ({
  candidateId,
  stageId: stage,
  decision,
  reason: 'Strong on analysis; the panel agreed after discussion.',
  previousDecisionId: null,
  ...extra,
});

const storedDecisions = (candidateId: number) =>
  t.db
    .select()
    .from(assessmentDecisions)
    .where(
      and(
        eq(assessmentDecisions.organizationId, role.organizationId),
        eq(assessmentDecisions.candidateId, candidateId),
      ),
    );

describe('POST /organization/{orgId}/roles/{roleId}/wash-up/decisions', () => {
  it("progresses to the organisation's next stage and records the reason with who and when", async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-01');
    const response = await decide(manager, decisionOf(id, 'progress'));
    expect(response.statusCode).toBe(201);
    expect(nextStage).not.toBe(0);
    expect(response.json()).toMatchObject({
      decision: {
        candidateId: id,
        stageId: stage,
        decision: 'progress',
        reason: 'Strong on analysis; the panel agreed after discussion.',
        toStageId: nextStage,
        decidedBy: { userId: expect.any(Number), name: expect.any(String) },
        decidedAt: expect.any(String),
      },
      stage: { id: nextStage },
    });
    expect((await placementsOf(t.db, [id]))[0]?.stageId).toBe(nextStage);
    expect(await historyCountOf(t.db, [id])).toBe(1);
    expect((await auditRowsOf(t.db, 'candidate.wash-up.progress')).at(-1)?.targetId).toBe(String(id));
    const [stored] = await storedDecisions(id);
    expect(stored?.decidedByUserId).not.toBeNull();
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it('holds a candidate where they are, and the hold shows on the wash-up', async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-02');
    const response = await decide(
      managerAdmin,
      decisionOf(id, 'hold', { reason: 'Waiting for references.' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().stage.id).toBe(stage);
    expect(await historyCountOf(t.db, [id])).toBe(0);
    const washUp = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${role.organizationId}/roles/${role.id}/wash-up?stageId=${stage}`,
    });
    const row = washUp.json().rows.find((entry: { candidateId: number }) => entry.candidateId === id);
    expect(row.decision).toMatchObject({
      decision: 'hold',
      reason: 'Waiting for references.',
      toStageId: null,
    });
    expect(row.decision.decidedBy.userId).toEqual(expect.any(Number));
  });

  it('rejects with a rejection reason, through the Rejected message policy', async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-03');
    const response = await decide(manager, decisionOf(id, 'reject', { rejectionReasonId: 'other' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().decision).toMatchObject({ decision: 'reject', rejectionReasonId: 'other' });
    expect((await placementsOf(t.db, [id]))[0]?.stageId).toBe(stageIds.rejected);
  });

  it('refuses a rejection without a reason from the list, or a decision without words, by field, changing nothing', async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-04');
    const noReason = await decide(manager, decisionOf(id, 'reject'));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: 'rejectionReasonId', message: expect.any(String) }]);
    const unknownReason = await decide(
      manager,
      decisionOf(id, 'reject', { rejectionReasonId: 'not-a-reason' }),
    );
    expect(unknownReason.statusCode).toBe(400);
    expect(unknownReason.json().errors).toEqual([
      { field: 'rejectionReasonId', message: expect.any(String) },
    ]);
    const blank = await decide(manager, decisionOf(id, 'progress', { reason: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'reason', message: expect.any(String) }]);
    const unknownDecision = await decide(manager, decisionOf(id, 'promote'));
    expect(unknownDecision.statusCode).toBe(400);
    expect(unknownDecision.json().errors).toEqual([{ field: 'decision', message: expect.any(String) }]);
    expect((await placementsOf(t.db, [id]))[0]?.stageId).toBe(stage);
    expect(await storedDecisions(id)).toEqual([]);
  });

  it('decides once when two people decide at the same time: the second gets 409', async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-05');
    const answers = await Promise.all([
      decide(manager, decisionOf(id, 'progress')),
      decide(managerAdmin, decisionOf(id, 'hold')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await storedDecisions(id)).toHaveLength(1);
  });

  it('takes a later decision once the person has seen the earlier one, and 409s a stale one', async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-06');
    const held = (await decide(manager, decisionOf(id, 'hold'))).json().decision;
    const stale = await decide(managerAdmin, decisionOf(id, 'progress'));
    expect(stale.statusCode).toBe(409);
    const seen = await decide(managerAdmin, decisionOf(id, 'progress', { previousDecisionId: held.id }));
    expect(seen.statusCode).toBe(201);
    // Moved on: a decision at the old stage is refused.
    const again = await decide(
      manager,
      decisionOf(id, 'hold', { previousDecisionId: seen.json().decision.id }),
    );
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 to another organisation's manager and for a candidate of another role", async () => {
    const { id } = await applicantOn(t, role, stage, '2026-10-07');
    expect((await decide(northwindManager, decisionOf(id, 'hold'))).statusCode).toBe(404);
    const otherRole = await newRole(t, 'hartwell', 'Wash-up other role 2028');
    const elsewhere = await applicantOn(t, otherRole, stage, '2026-10-07');
    expect((await decide(manager, decisionOf(elsewhere.id, 'hold'))).statusCode).toBe(404);
    expect(await storedDecisions(id)).toEqual([]);
  });
});
