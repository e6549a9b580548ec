import { stageIds } from '@shortlist/domain/stages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, stageHistory } from '../../src/db/schema/index.ts';
import { batchUndoMessages } from '../../src/pipeline/batch-undo.ts';
import {
  auditRowsOf,
  createApplications,
  organizationIdOf,
  outboxRowsFor,
  placementsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Batches and undo: every stage move of one action shares a batch id, and POST /candidate/{id}/undo takes the
// caller's latest batch back within 30 minutes, for every candidate of it not moved on since.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let managerId: number;
let cohortRole: number;
let cohort: number[];
let finalRoundPending: number;

async function createRole(name: string): Promise<number> {
  const [row] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name, roleType: 'Training contract' })
    .returning({ id: roles.id });
  if (!row) throw new Error('no role');
  return row.id;
}

async function historyOf(ids: readonly number[]) {
  return t.db
    .select()
    .from(stageHistory)
    .where(inArray(stageHistory.candidateId, [...ids]))
    .orderBy(asc(stageHistory.id));
}

/** Where each candidate stands, without the change time (an undo is a change of its own). */
async function placesOf(ids: readonly number[]) {
  return (await placementsOf(t.db, ids)).map(({ id, stageId, subStageId }) => ({ id, stageId, subStageId }));
}

const undo = (who: SignedIn, id: number | string) =>
  who.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` });

const moveOne = (who: SignedIn, id: number, stageId: number, payload?: object) =>
  who.request({
    method: 'POST',
    url: `/api/v1/candidate/${id}/ostage/${stageId}`,
    ...(payload === undefined ? {} : { payload }),
  });

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
  finalRoundPending = await subStageIdOf(t.db, hartwell, stageIds.finalRound, 'pending');
  cohortRole = await createRole('Undo cohort 2027');
  // 300 candidates at three different stages and sub-stages, so an undo has three places to restore.
  const places = [
    [stageIds.applied, await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending')],
    [stageIds.atOnlineTest, await subStageIdOf(t.db, hartwell, stageIds.atOnlineTest, 'completed')],
    [stageIds.atInterview, await subStageIdOf(t.db, hartwell, stageIds.atInterview, 'invited')],
  ] as const;
  cohort = [];
  for (const [index, [stageId, subStageId]] of places.entries()) {
    cohort.push(
      ...(await createApplications(t.db, {
        organizationId: hartwell,
        roleId: cohortRole,
        stageId,
        subStageId,
        count: 100,
        label: `undo${index}`,
      })),
    );
  }
});
afterAll(() => t.close());

describe('batches of stage moves', () => {
  it('gives every history row of one filter move the batch id the reply names', async () => {
    const role = await createRole('Batch check 2027');
    const ids = await createApplications(t.db, {
      organizationId: hartwell,
      roleId: role,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
      count: 5,
      label: 'batch',
    });
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/filter/${stageIds.firstRound}/${await subStageIdOf(t.db, hartwell, stageIds.firstRound, 'pending')}`,
      payload: { roleId: role },
    });
    expect(response.statusCode).toBe(200);
    const { batchId } = response.json();
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await historyOf(ids)).map((row) => row.batchId)).toEqual(ids.map(() => batchId));
  });

  it('gives a single move a batch of its own, so two actions never share one', async () => {
    const [first, second] = cohort.slice(-2) as [number, number];
    await moveOne(manager, first, stageIds.firstRound);
    await moveOne(manager, second, stageIds.firstRound);
    const rows = await historyOf([first, second]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.batchId).toEqual(expect.any(String));
    expect(rows[0]?.batchId).not.toBe(rows[1]?.batchId);
    // Put them back where the cohort expects them (and keep the batch test below about 300 candidates).
    expect((await undo(manager, first)).json()).toMatchObject({ undone: 1 });
    expect((await undo(manager, second)).json()).toMatchObject({ undone: 1 });
  });
});

describe('POST /candidate/{id}/undo of a stage move', () => {
  let before: { id: number; stageId: number; subStageId: number | null }[];
  let batchId: string;

  it('undoes a 300-candidate filter move with one call, restoring every stage and sub-stage', async () => {
    before = await placesOf(cohort);
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/filter/${stageIds.finalRound}/${finalRoundPending}`,
      payload: { roleId: cohortRole },
    });
    expect(move.json()).toMatchObject({ moved: 300, undoCandidateId: cohort[0] });
    batchId = move.json().batchId;
    const moved = await placesOf(cohort);
    expect(moved.every((row) => row.stageId === stageIds.finalRound)).toBe(true);
    const messagesBefore = (await outboxRowsFor(t.db, 'undo0')).length;

    const response = await undo(manager, cohort[150] ?? 0);
    expect(response.statusCode).toBe(200);
    // Issue 32: the move's held messages (the final round's two-hour hold) are cancelled, none had gone.
    expect(response.json()).toEqual({ undone: 300, batchId, cancelledMessages: 300, goneMessages: 0 });
    expect(await placesOf(cohort)).toEqual(before);
    const undoRows = (await historyOf(cohort)).filter(
      (row) => row.reason === 'undo' && row.fromStageId === stageIds.finalRound,
    );
    expect(undoRows).toHaveLength(300);
    expect(undoRows.every((row) => row.actorUserId === managerId && row.batchId !== batchId)).toBe(true);
    expect((await outboxRowsFor(t.db, 'undo0')).length).toBe(messagesBefore);
    const audit = (await auditRowsOf(t.db, 'candidate.stage.undo')).at(-1);
    expect(audit).toMatchObject({ actorUserId: managerId, organizationId: hartwell });
    expect(audit?.details).toEqual({
      count: 300,
      batchId,
      scope: 'batch',
      cancelledMessages: 300,
      goneMessages: 0,
    });
  });

  it('leaves a candidate moved again since in its new place', async () => {
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/filter/${stageIds.finalRound}/${finalRoundPending}`,
      payload: { roleId: cohortRole },
    });
    batchId = move.json().batchId;
    const movedOn = cohort[0] ?? 0;
    const rejection = { rejectionReasonId: 'other' };
    expect((await moveOne(manager, movedOn, stageIds.rejected, rejection)).statusCode).toBe(200);

    const response = await undo(manager, cohort[1] ?? 0);
    expect(response.json()).toEqual({ undone: 299, batchId, cancelledMessages: 299, goneMessages: 0 });
    const after = await placesOf(cohort);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(after[0]).toMatchObject({ id: movedOn, stageId: stageIds.rejected });
  });

  it('answers 409 once the batch is undone, and changes nothing', async () => {
    const placed = await placesOf(cohort);
    const response = await undo(manager, cohort[1] ?? 0);
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe(batchUndoMessages.nothingToUndo);
    expect(await placesOf(cohort)).toEqual(placed);
  });

  it('answers 409 for a move older than 30 minutes and leaves the candidates where they are', async () => {
    const [first, second] = cohort.slice(10, 12) as [number, number];
    const substageId = await subStageIdOf(t.db, hartwell, stageIds.firstRound, 'pending');
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/filter/${stageIds.firstRound}/${substageId}`,
      payload: { ids: [first, second] },
    });
    const old = new Date(Date.now() - 31 * 60 * 1000);
    await t.db
      .update(stageHistory)
      .set({ createdAt: old })
      .where(and(eq(stageHistory.organizationId, hartwell), eq(stageHistory.batchId, move.json().batchId)));
    const placed = await placesOf([first, second]);
    const response = await undo(manager, first);
    expect(response.statusCode).toBe(409);
    expect(await placesOf([first, second])).toEqual(placed);
  });

  it("answers 409 to a manager undoing someone else's batch, which its maker can still undo", async () => {
    const id = cohort[20] ?? 0;
    const placed = await placesOf([id]);
    expect((await moveOne(managerAdmin, id, stageIds.secondRound)).statusCode).toBe(200);
    const moved = await placesOf([id]);
    const refused = await undo(manager, id);
    expect(refused.statusCode).toBe(409);
    expect(await placesOf([id])).toEqual(moved);
    const own = await undo(managerAdmin, id);
    expect(own.json()).toMatchObject({ undone: 1 });
    expect(await placesOf([id])).toEqual(placed);
  });

  it('answers 409 when the candidate has no stage move to undo', async () => {
    const [fresh] = await createApplications(t.db, {
      organizationId: hartwell,
      roleId: cohortRole,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
      count: 1,
      label: 'unmoved',
    });
    expect((await undo(manager, fresh ?? 0)).statusCode).toBe(409);
  });

  it("answers 404 to hm@northwind.test undoing a hartwell manager's move, and undoes nothing", async () => {
    const id = cohort[30] ?? 0;
    await moveOne(manager, id, stageIds.secondRound);
    const moved = await placesOf([id]);
    const response = await undo(northwindManager, id);
    expect(response.statusCode).toBe(404);
    expect(await placesOf([id])).toEqual(moved);
    expect((await undo(manager, id)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number with a field error on id', async () => {
    const response = await undo(manager, 'latest');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });
});
