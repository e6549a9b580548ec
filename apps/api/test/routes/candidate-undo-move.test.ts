import { stageIds } from '@shortlist/domain/stages';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema/index.ts';
import { batchUndoMessages } from '../../src/pipeline/batch-undo.ts';
import { clock } from '../../src/shared/clock.ts';
import {
  applicantsOf,
  auditRowsOf,
  organizationIdOf,
  outboxRowsFor,
  roleIdsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: the record's stage history offers Undo on the newest move while its mover may still take it back
// (their own move of the last 30 minutes); POST /candidate/{id}/undo-move takes back that one candidate's
// move only, cancels its messages still waiting, and leaves the rest of a bulk move where it went.

let t: TestApp;
let hartwell: number;
let roleId: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let managerId: number;

const minute = 60 * 1000;

const makeApplicants = applicantsOf(() => ({ db: t.db, organizationId: hartwell, roleId }), 'undomove');
const applicants = (count: number, stageId: number = stageIds.forApplicationReview) =>
  makeApplicants(count, stageId);

async function bulkReject(ids: readonly number[], reason = 'application-answers') {
  const substageId = await subStageIdOf(t.db, hartwell, stageIds.rejected, 'pending');
  const response = await manager.request({
    method: 'POST',
    url: `/api/v1/candidate/bulkstage/${stageIds.rejected}/${substageId}`,
    payload: { ids, roleId, stageId: stageIds.rejected, substageId, rejectionReasonId: reason },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { batchId: string };
}

const undoMove = (who: SignedIn, id: number | string) =>
  who.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo-move` });

async function historyOf(who: SignedIn, id: number) {
  const response = await who.request({ method: 'GET', url: `/api/v1/candidate/${id}/history` });
  expect(response.statusCode).toBe(200);
  return response.json() as { reason: string; toStageId: number; undoable: boolean }[];
}

/** Where the candidates stand and the rejection reason each carries. */
async function standing(ids: readonly number[]) {
  return t.db
    .select({ id: candidates.id, stageId: candidates.stageId, reason: candidates.rejectionReasonId })
    .from(candidates)
    .where(inArray(candidates.id, [...ids]))
    .orderBy(asc(candidates.id));
}

/** Moves the server's clock forward through its test route, which delivers what fell due. */
async function advance(minutes: number) {
  const response = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes } });
  expect(response.statusCode).toBe(200);
}

const sentTo = (name: string) => t.messages.filter((message) => message.recipient.startsWith(`${name}-`));

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'on' });
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId = 0] = await roleIdsOf(t.db, hartwell);
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
});
beforeEach(async () => {
  await t.app.services.outbox.flush();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('POST /candidate/{id}/undo-move after a bulk rejection', () => {
  it('takes three of five back one by one, cancels only their messages, and the other two go at 09:00', async () => {
    const { ids, name } = await applicants(5);
    const { batchId } = await bulkReject(ids);
    const undone = ids.slice(0, 3);
    const kept = ids.slice(3);

    for (const id of undone) {
      const response = await undoMove(manager, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ undone: 1, batchId, cancelledMessages: 1, goneMessages: 0 });
    }
    expect(await standing(ids)).toEqual([
      ...undone.map((id) => ({ id, stageId: stageIds.forApplicationReview, reason: null })),
      ...kept.map((id) => ({ id, stageId: stageIds.rejected, reason: 'application-answers' })),
    ]);
    const rows = await outboxRowsFor(t.db, name);
    expect(rows.map((row) => [row.candidateId, row.cancelReason])).toEqual([
      ...undone.map((id) => [id, 'undone']),
      ...kept.map((id) => [id, null]),
    ]);

    // The kept rejections wait for the next working morning, then go; the undone ones never do.
    const due = Math.max(...rows.map((row) => row.nextAttemptAt.getTime()));
    await advance(Math.ceil((due - clock.now().getTime()) / minute) + 1);
    expect(
      sentTo(name)
        .map((message) => message.recipient)
        .toSorted(),
    ).toEqual(kept.map((_, index) => `${name}-${index + 3}@pipeline.test`));

    const audit = (await auditRowsOf(t.db, 'candidate.stage.undo')).at(-1);
    expect(audit).toMatchObject({
      actorUserId: managerId,
      organizationId: hartwell,
      targetId: String(undone[2]),
    });
    expect(audit?.details).toEqual({
      count: 1,
      batchId,
      scope: 'candidate',
      cancelledMessages: 1,
      goneMessages: 0,
    });
  });

  it('answers 409 to a second undo of the same candidate, and changes nothing', async () => {
    const { ids } = await applicants(2);
    await bulkReject(ids);
    expect((await undoMove(manager, ids[0] ?? 0)).statusCode).toBe(200);
    const before = await standing(ids);
    const again = await undoMove(manager, ids[0] ?? 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe(batchUndoMessages.nothingToUndo);
    expect(await standing(ids)).toEqual(before);
  });

  it('leaves the rest of the batch to the banner’s undo, which takes back those still moved', async () => {
    const { ids } = await applicants(3);
    const { batchId } = await bulkReject(ids);
    expect((await undoMove(manager, ids[0] ?? 0)).statusCode).toBe(200);
    const whole = await manager.request({ method: 'POST', url: `/api/v1/candidate/${ids[1]}/undo` });
    expect(whole.json()).toEqual({ undone: 2, batchId, cancelledMessages: 2, goneMessages: 0 });
    expect((await standing(ids)).map((row) => row.stageId)).toEqual(
      ids.map(() => stageIds.forApplicationReview),
    );
  });
});

describe('the history’s undoable mark', () => {
  it('is on the newest move of its mover only, and goes once it is undone', async () => {
    const { ids } = await applicants(1);
    const [id = 0] = ids;
    const moved = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/ostage/${stageIds.firstRound}`,
      payload: { message: { send: false } },
    });
    expect(moved.statusCode).toBe(200);
    expect((await historyOf(manager, id)).map((entry) => entry.undoable)).toEqual([true]);
    // Another manager of the organisation sees the move but may not undo it.
    expect((await historyOf(managerAdmin, id)).map((entry) => entry.undoable)).toEqual([false]);
    const refused = await undoMove(managerAdmin, id);
    expect(refused.statusCode).toBe(409);

    expect((await undoMove(manager, id)).statusCode).toBe(200);
    expect(await historyOf(manager, id)).toEqual([
      expect.objectContaining({ reason: 'undo', toStageId: stageIds.forApplicationReview, undoable: false }),
      expect.objectContaining({ reason: 'move', toStageId: stageIds.firstRound, undoable: false }),
    ]);
  });

  it('is gone 30 minutes after the move, when undo-move answers 409', async () => {
    const { ids } = await applicants(1);
    const [id = 0] = ids;
    await bulkReject(ids);
    expect((await historyOf(manager, id))[0]?.undoable).toBe(true);
    clock.advance(31 * minute);
    expect((await historyOf(manager, id))[0]?.undoable).toBe(false);
    expect((await undoMove(manager, id)).statusCode).toBe(409);
    expect((await standing(ids))[0]?.stageId).toBe(stageIds.rejected);
  });
});

describe('refusals', () => {
  it('answers 404 to another organisation’s manager and cancels nothing', async () => {
    const { ids, name } = await applicants(1);
    await bulkReject(ids);
    const refused = await undoMove(northwindManager, ids[0] ?? 0);
    expect(refused.statusCode).toBe(404);
    expect((await standing(ids))[0]?.stageId).toBe(stageIds.rejected);
    expect((await outboxRowsFor(t.db, name)).map((row) => row.cancelledAt)).toEqual([null]);
  });

  it('answers 409 for a candidate with no move to undo', async () => {
    const { ids } = await applicants(1);
    expect((await undoMove(manager, ids[0] ?? 0)).statusCode).toBe(409);
  });

  it('refuses an id that is not a number with a field error on id', async () => {
    const response = await undoMove(manager, 'latest');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
  });
});
