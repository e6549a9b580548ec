import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  candidates,
  organizations,
  outbox,
  stageHistory,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import { addSearchWorld, loadWorld } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let northwindManager: SignedIn;
let hartwellId: number;
let managerId: number;

async function organizationId(subdomain: string): Promise<number> {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

async function subStageOf(stageId: number, code: string, organization = hartwellId): Promise<number> {
  const [row] = await t.db
    .select()
    .from(subStages)
    .where(
      and(
        eq(subStages.organizationId, organization),
        eq(subStages.stageId, stageId),
        eq(subStages.code, code),
      ),
    );
  if (!row) throw new Error(`no sub-stage ${stageId} ${code}`);
  return row.id;
}

async function stagesOf(ids: readonly number[]) {
  const rows = await t.db
    .select({ id: candidates.id, stageId: candidates.stageId, subStageId: candidates.subStageId })
    .from(candidates)
    .where(inArray(candidates.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

beforeAll(async () => {
  t = await startTestApp();
  await addSearchWorld(t);
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  hartwellId = await organizationId('hartwell');
  const [me] = await t.db.select().from(users).where(eq(users.email, 'hm@hartwell.test'));
  managerId = me?.id ?? 0;
});
afterAll(() => t.close());

function moveByFilter(who: SignedIn, stageId: number, substageId: number, body: unknown) {
  return who.request({
    method: 'POST',
    url: `/api/v1/candidate/bulkstage/filter/${stageId}/${substageId}`,
    payload: body as Record<string, unknown>,
  });
}

describe('POST /candidate/bulkstage/filter/{stageId}/{substageId}', () => {
  it('moves every result of the filter except the unselected ids, with history and audit', async () => {
    const world = await loadWorld(t, hartwellId);
    const matching = world.filter((c) => c.stageId === 28 || c.stageId === 29);
    expect(matching.length).toBeGreaterThan(3);
    const unselected = matching.slice(0, 2).map((c) => c.id);
    const others = world.filter((c) => !matching.includes(c));
    const target = await subStageOf(2, 'completed');
    const [messagesBefore] = await t.db.select({ total: count() }).from(outbox);

    const response = await moveByFilter(manager, 2, target, {
      filters: { statuses: ['ACTIVE', 'PENDING'] },
      ids: matching.map((c) => c.id),
      unselectedIds: unselected,
    });
    expect(response.statusCode).toBe(200);
    const moved = matching.filter((c) => !unselected.includes(c.id));
    expect(response.json()).toEqual({
      moved: moved.length,
      stageId: 2,
      subStageId: target,
      batchId: expect.any(String),
      undoCandidateId: Math.min(...moved.map((c) => c.id)),
    });

    const after = await stagesOf(world.map((c) => c.id));
    for (const c of moved) expect(after.get(c.id)).toMatchObject({ stageId: 2, subStageId: target });
    for (const c of [...others, ...matching.filter((m) => unselected.includes(m.id))]) {
      expect(after.get(c.id)).toMatchObject({ stageId: c.stageId, subStageId: c.subStageId });
    }
    const history = await t.db
      .select()
      .from(stageHistory)
      .where(
        and(
          eq(stageHistory.reason, 'bulk'),
          inArray(
            stageHistory.candidateId,
            moved.map((c) => c.id),
          ),
        ),
      );
    expect(history).toHaveLength(moved.length);
    expect(history.every((entry) => entry.actorUserId === managerId && entry.toStageId === 2)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'candidate.stage.bulk'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: managerId, organizationId: hartwellId });
    expect(audit?.details).toMatchObject({ count: moved.length, stageId: 2, subStageId: target });
    const [messagesAfter] = await t.db.select({ total: count() }).from(outbox);
    expect((messagesAfter?.total ?? 0) - (messagesBefore?.total ?? 0)).toBeGreaterThan(0);
  });

  it('moves by a profile filter alone, set-wise', async () => {
    const world = await loadWorld(t, hartwellId);
    const target = await subStageOf(9, 'pending');
    const response = await moveByFilter(manager, 9, target, { filters: { incompleteProfile: true } });
    const incomplete = world.filter((c) => {
      const list = (c.profile as { universities?: unknown } | null)?.universities;
      return !Array.isArray(list) || list.length === 0;
    });
    expect(response.json().moved).toBe(incomplete.length);
    const after = await stagesOf(incomplete.map((c) => c.id));
    expect([...after.values()].every((row) => row.stageId === 9)).toBe(true);
  });

  it('refuses a sub-stage of another stage or organisation and moves nothing', async () => {
    const before = await loadWorld(t, hartwellId);
    const wrongStage = await moveByFilter(manager, 2, await subStageOf(3, 'invited'), { stageId: 1 });
    expect(wrongStage.statusCode).toBe(400);
    expect(wrongStage.json().errors).toEqual([{ field: 'substageId', message: expect.any(String) }]);
    const northwindId = await organizationId('northwind');
    const foreign = await moveByFilter(manager, 2, await subStageOf(2, 'pending', northwindId), {
      stageId: 1,
    });
    expect(foreign.statusCode).toBe(400);
    const bad = await moveByFilter(manager, 2, 1, { filters: { statuses: ['NOPE'] } });
    expect(bad.statusCode).toBe(400);
    expect(await snapshot(await loadWorld(t, hartwellId))).toEqual(await snapshot(before));
  });

  it('leaves nothing half-done when the move fails part-way', async () => {
    const before = await loadWorld(t, hartwellId);
    const [historyBefore] = await t.db.select({ total: count() }).from(stageHistory);
    // The candidates are updated and their history written before the messages are queued; a real
    // database refusal of the messages then fails the move at its last step.
    await t.db.execute(
      sql`alter table outbox add constraint refuse_stage_moves check (template <> 'stage-moved') not valid`,
    );
    try {
      const response = await moveByFilter(manager, 2, await subStageOf(2, 'pending'), { stageId: 1 });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/refuse_stage_moves|at .*\.ts/);
    } finally {
      await t.db.execute(sql`alter table outbox drop constraint refuse_stage_moves`);
    }
    expect(await snapshot(await loadWorld(t, hartwellId))).toEqual(await snapshot(before));
    const [historyAfter] = await t.db.select({ total: count() }).from(stageHistory);
    expect(historyAfter?.total).toBe(historyBefore?.total);
  });

  it('never moves another organisation candidates, whatever the filter names', async () => {
    const before = await loadWorld(t, hartwellId);
    const northwindId = await organizationId('northwind');
    const response = await moveByFilter(northwindManager, 2, await subStageOf(2, 'pending', northwindId), {
      subdomain: 'hartwell',
      ids: before.slice(0, 30).map((c) => c.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().moved).toBe(0);
    expect(await snapshot(await loadWorld(t, hartwellId))).toEqual(await snapshot(before));
  });
});

async function snapshot(world: WorldCandidate[]) {
  return world
    .map((c) => [c.id, c.stageId, c.subStageId, c.lastChangeAt.getTime()])
    .sort((a, b) => Number(a[0]) - Number(b[0]));
}

describe('POST /candidate/export/', () => {
  function exportCsv(who: SignedIn, body: unknown, url = '/api/v1/candidate/export/') {
    return who.request({ method: 'POST', url, payload: body as Record<string, unknown> });
  }

  /** Splits a CSV text into records of cells (RFC 4180: quoted cells may hold commas, quotes and breaks). */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let cell = '';
    let record: string[] = [];
    let quoted = false;
    for (let index = 0; index < text.length; index++) {
      const character = text[index];
      if (quoted) {
        if (character === '"' && text[index + 1] === '"') {
          cell += '"';
          index++;
        } else if (character === '"') quoted = false;
        else cell += character;
      } else if (character === '"') quoted = true;
      else if (character === ',') {
        record.push(cell);
        cell = '';
      } else if (character === '\r' && text[index + 1] === '\n') {
        record.push(cell);
        records.push(record);
        record = [];
        cell = '';
        index++;
      } else cell += character;
    }
    return records;
  }

  it('streams a header and one quoted, formula-safe row per candidate of the filter', async () => {
    const world = await loadWorld(t, hartwellId);
    const [tricky, formula, plus, minus, at] = world.slice(0, 5);
    const set = (c: WorldCandidate | undefined, firstName: string, lastName: string) =>
      t.db
        .update(users)
        .set({ firstName, lastName })
        .where(eq(users.id, c?.userId ?? 0));
    await set(tricky, 'Anne, "Nan"', 'Line\r\nBreak');
    await set(formula, '=HYPERLINK("http://evil.test","x")', 'Plain');
    await set(plus, '+44 7700', 'Plain');
    await set(minus, '-2+3', 'Plain');
    await set(at, '@SUM(A1)', 'Plain');

    const response = await exportCsv(manager, { filters: { statuses: ['ACTIVE', 'PENDING'] } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="candidates-${today}.csv"`);
    expect(response.body).toContain('"Anne, ""Nan"""');
    expect(response.body).toContain('"Line\r\nBreak"');

    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'id',
      'firstName',
      'lastName',
      'email',
      'role',
      'stage',
      'subStage',
      'status',
      'source',
      'appliedAt',
      'lastChangeAt',
      'candidateScore',
      'assignee',
    ]);
    const expected = world.filter((c) => ['ACTIVE', 'PENDING'].includes(c.status));
    expect(rows.map((row) => Number(row[0]))).toEqual(expected.map((c) => c.id).sort((a, b) => a - b));
    const byId = new Map(rows.map((row) => [Number(row[0]), row]));
    expect(byId.get(tricky?.id ?? 0)?.slice(1, 3)).toEqual(['Anne, "Nan"', 'Line\r\nBreak']);
    expect(byId.get(formula?.id ?? 0)?.[1]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(byId.get(plus?.id ?? 0)?.[1]).toBe("'+44 7700");
    expect(byId.get(minus?.id ?? 0)?.[1]).toBe("'-2+3");
    expect(byId.get(at?.id ?? 0)?.[1]).toBe("'@SUM(A1)");
    expect(rows.every((row) => row.length === header?.length)).toBe(true);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'candidate.exported'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: managerId, organizationId: hartwellId });
    expect(audit?.details).toEqual({ count: expected.length });
  });

  it('exports one role with /candidate/{roleId}/export/ and only the caller organisation', async () => {
    const world = await loadWorld(t, hartwellId);
    const roleId = world.find((c) => c.roleId !== null)?.roleId ?? 0;
    const forRole = parseCsv((await exportCsv(manager, {}, `/api/v1/candidate/${roleId}/export/`)).body);
    expect(forRole.length - 1).toBe(world.filter((c) => c.roleId === roleId).length);

    const northwind = await exportCsv(northwindManager, { subdomain: 'hartwell' });
    const hartwellEmails = world.map((c) => c.email);
    const northwindRows = parseCsv(northwind.body).slice(1);
    expect(northwindRows.length).toBeGreaterThan(0);
    expect(northwindRows.some((row) => hartwellEmails.includes(row[3] ?? ''))).toBe(false);
    const foreignRole = await exportCsv(northwindManager, {}, `/api/v1/candidate/${roleId}/export/`);
    expect(foreignRole.statusCode).toBe(404);
  });

  it('refuses a bad filter with field errors', async () => {
    const response = await exportCsv(manager, { filters: { location: { postcode: 'XX', miles: 3 } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'filters.location.postcode', message: 'Invalid post code' },
    ]);
  });
});
