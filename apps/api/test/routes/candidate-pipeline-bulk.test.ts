import { maxBulkIds } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageHistory } from '../../src/db/schema/index.ts';
import {
  auditRowsOf,
  createApplications,
  historyCountOf,
  organizationIdOf,
  outboxRowsFor,
  placementsOf,
  roleIdsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let northwindManager: SignedIn;
let managerId: number;
let hartwellRole: number;
let northwindRole: number;
let firstRoundPending: number;
let finalRoundPending: number;
let hartwellIds: number[];
let northwindIds: number[];

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  const northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
  const [hartwellRoleId] = await roleIdsOf(t.db, hartwell);
  const [northwindRoleId] = await roleIdsOf(t.db, northwind);
  if (!hartwellRoleId || !northwindRoleId) throw new Error('roles missing');
  hartwellRole = hartwellRoleId;
  northwindRole = northwindRoleId;
  firstRoundPending = await subStageIdOf(t.db, hartwell, stageIds.firstRound, 'pending');
  finalRoundPending = await subStageIdOf(t.db, hartwell, stageIds.finalRound, 'pending');
  const applied = { stageId: stageIds.applied, count: 30 };
  hartwellIds = await createApplications(t.db, {
    ...applied,
    organizationId: hartwell,
    roleId: hartwellRole,
    subStageId: await subStageIdOf(t.db, hartwell, stageIds.applied, 'pending'),
    label: 'bulk',
  });
  northwindIds = await createApplications(t.db, {
    ...applied,
    count: 2,
    organizationId: northwind,
    roleId: northwindRole,
    subStageId: await subStageIdOf(t.db, northwind, stageIds.applied, 'pending'),
    label: 'bulk-northwind',
  });
});
afterAll(() => t.close());

const bulkMove = (as: SignedIn, body: Record<string, unknown>, query = '?assignee=true') =>
  as.request({
    method: 'POST',
    url: `/api/v1/candidate/bulkstage/${body.stageId}/${body.substageId}${query}`,
    payload: body,
  });

describe('POST /candidate/bulkstage/{stageId}/{substageId}', () => {
  it('refuses a move that fails in the database half-way and leaves every candidate where it was', async () => {
    // A real constraint, not a mock: the outbox refuses the message of the last candidate, the move's last write.
    const refused = `bulk-${hartwellIds.length - 1}@pipeline.test`;
    await t.db.execute(
      sql.raw(`alter table outbox add constraint test_refuses_one check (recipient <> '${refused}')`),
    );
    const before = await placementsOf(t.db, hartwellIds);
    const body = { ids: hartwellIds, stageId: 6, substageId: firstRoundPending, roleId: hartwellRole };
    const response = await bulkMove(manager, body);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/constraint|outbox|at .*\.ts:\d+/);
    expect(await placementsOf(t.db, hartwellIds)).toEqual(before);
    expect(await historyCountOf(t.db, hartwellIds)).toBe(0);
    expect(await auditRowsOf(t.db, 'candidate.stage.bulk')).toEqual([]);
    expect(await outboxRowsFor(t.db, 'bulk')).toEqual([]);
    await t.db.execute(sql.raw('alter table outbox drop constraint test_refuses_one'));
  });

  it('moves 30 hartwell candidates in one call, skips the 2 northwind ids and says how many moved', async () => {
    const northwindBefore = await placementsOf(t.db, northwindIds);
    const body = {
      ids: [...hartwellIds, ...northwindIds],
      stageId: 6,
      substageId: firstRoundPending,
      roleId: hartwellRole,
      resource: 'Law fair',
    };
    const response = await bulkMove(manager, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved: 30, ids: hartwellIds, batchId: expect.any(String) });
    const after = await placementsOf(t.db, hartwellIds);
    expect(after.every((row) => row.stageId === 6 && row.subStageId === firstRoundPending)).toBe(true);
    expect(await placementsOf(t.db, northwindIds)).toEqual(northwindBefore);
  });

  it('assigns the moved candidates to the caller when asked with assignee=true', async () => {
    const after = await placementsOf(t.db, hartwellIds);
    expect(after.map((row) => row.assigneeUserId)).toEqual(hartwellIds.map(() => managerId));
  });

  it('writes a history row per candidate, one audit row, and a message to each', async () => {
    expect(await historyCountOf(t.db, hartwellIds)).toBe(30);
    expect(await historyCountOf(t.db, northwindIds)).toBe(0);
    const [audit] = await auditRowsOf(t.db, 'candidate.stage.bulk');
    expect(audit).toMatchObject({ actorUserId: managerId, organizationId: hartwell });
    expect(audit?.details).toMatchObject({ count: 30, stageId: 6, assigneeUserId: managerId });
    // Issue 32: held by the 1st round's policy, each linked to its candidate and the move's batch.
    const waiting = await outboxRowsFor(t.db, 'bulk');
    expect(waiting).toHaveLength(30);
    expect(waiting.every((row) => row.batchId !== null && row.template === 'stage-moved')).toBe(true);
  });

  it('leaves the assignee alone without assignee=true', async () => {
    await t.db.execute(sql`update candidates set assignee_user_id = null where id = ${hartwellIds[0]}`);
    const body = {
      ids: [hartwellIds[0]],
      stageId: 7,
      substageId: await subStageIdOf(t.db, hartwell, 7, 'pending'),
      roleId: hartwellRole,
    };
    const response = await bulkMove(manager, body, '');
    expect(response.json()).toMatchObject({ moved: 1 });
    const [row] = await placementsOf(t.db, [hartwellIds[0] ?? 0]);
    expect(row).toMatchObject({ stageId: 7, assigneeUserId: null });
  });

  it("answers 404 to hm@northwind.test naming a hartwell role, and moves none of hartwell's candidates", async () => {
    const before = await placementsOf(t.db, hartwellIds);
    const body = { ids: hartwellIds, stageId: 16, substageId: firstRoundPending, roleId: hartwellRole };
    const response = await bulkMove(northwindManager, body);
    expect(response.statusCode).toBe(404);
    expect(await placementsOf(t.db, hartwellIds)).toEqual(before);
  });

  it("moves nothing of hartwell's when hm@northwind.test lists hartwell ids under a northwind role", async () => {
    const before = await placementsOf(t.db, hartwellIds);
    const substageId = await subStageIdOf(t.db, await organizationIdOf(t.db, 'northwind'), 16, 'pending');
    // A rejection names one of the organisation's reasons (issue 32).
    const body = {
      ids: hartwellIds,
      stageId: 16,
      substageId,
      roleId: northwindRole,
      rejectionReasonId: 'other',
    };
    const response = await bulkMove(northwindManager, body);
    expect(response.json()).toEqual({ moved: 0, ids: [], batchId: expect.any(String) });
    expect(await placementsOf(t.db, hartwellIds)).toEqual(before);
  });

  const badBodies: [string, { stageId?: number; substageId?: number }, Record<string, unknown>, string][] = [
    ['a body stage other than the path stage', { stageId: 6, substageId: 1 }, { stageId: 7 }, 'stageId'],
    ['no ids', {}, { ids: [] }, 'ids'],
    ['more than 10,000 ids', {}, { ids: Array.from({ length: maxBulkIds + 1 }, (_, n) => n + 1) }, 'ids'],
    ['ids as text', {}, { ids: 'all' }, 'ids'],
    ['an unknown stage', { stageId: 13 }, { stageId: 13 }, 'stageId'],
  ];
  it.each(badBodies)('refuses %s with 400 and moves nothing', async (_case, path, change, field) => {
    const before = await placementsOf(t.db, hartwellIds);
    const body = {
      ids: hartwellIds,
      stageId: 6,
      substageId: firstRoundPending,
      roleId: hartwellRole,
      ...change,
    };
    const response = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/${path.stageId ?? 6}/${path.substageId ?? firstRoundPending}`,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await placementsOf(t.db, hartwellIds)).toEqual(before);
  });

  it('refuses an id past the database integer range with a field message instead of failing', async () => {
    const body = { ids: [3_000_000_000], stageId: 6, substageId: firstRoundPending, roleId: hartwellRole };
    const response = await bulkMove(manager, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'ids.0', message: expect.any(String) }]);
  });
});

describe('POST /candidate/{id}/fasttrackcandidates/{substageId}/stage/{stageId}', () => {
  const fastTrackUrl = (id: number, substageId = finalRoundPending, stageId = stageIds.finalRound) =>
    `/api/v1/candidate/${id}/fasttrackcandidates/${substageId}/stage/${stageId}`;

  it('moves the candidate and the listed ones straight to the stage, with fast-track in the history', async () => {
    const [anchor, second, third] = hartwellIds.slice(10, 13) as [number, number, number];
    const response = await manager.request({
      method: 'POST',
      url: fastTrackUrl(anchor),
      payload: { ids: [second, third, ...northwindIds] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved: 3, ids: [anchor, second, third], batchId: expect.any(String) });
    const history = await t.db
      .select()
      .from(stageHistory)
      .where(sql`${stageHistory.candidateId} = ${anchor} and ${stageHistory.reason} = 'fast-track'`);
    expect(history).toEqual([
      expect.objectContaining({ fromStageId: 6, toStageId: stageIds.finalRound, actorUserId: managerId }),
    ]);
  });

  it('leaves candidates already at or past the stage where they are', async () => {
    const rejected = hartwellIds[14] ?? 0;
    await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${rejected}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: 'other' },
    });
    const response = await manager.request({
      method: 'POST',
      url: fastTrackUrl(rejected),
      payload: { ids: [rejected] },
    });
    expect(response.json()).toEqual({ moved: 0, ids: [], batchId: expect.any(String) });
    expect((await placementsOf(t.db, [rejected]))[0]?.stageId).toBe(stageIds.rejected);
  });

  it('answers 202 with the count for async, the move already done when the reply arrives', async () => {
    const [anchor, other] = hartwellIds.slice(15, 17) as [number, number];
    const response = await manager.request({
      method: 'POST',
      url: fastTrackUrl(anchor),
      payload: { ids: [other], async: true },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    expect((await placementsOf(t.db, [anchor, other])).map((row) => row.stageId)).toEqual([10, 10]);
  });

  it('answers 404 to another organisation and 400 to a sub-stage of another stage, moving nothing', async () => {
    const anchor = hartwellIds[20] ?? 0;
    const before = await placementsOf(t.db, [anchor]);
    const foreign = await northwindManager.request({
      method: 'POST',
      url: fastTrackUrl(anchor),
      payload: { ids: [anchor] },
    });
    const mismatched = await manager.request({
      method: 'POST',
      url: fastTrackUrl(anchor, firstRoundPending),
      payload: { ids: [anchor] },
    });
    expect([foreign.statusCode, mismatched.statusCode]).toEqual([404, 400]);
    expect(await placementsOf(t.db, [anchor])).toEqual(before);
  });
});
