import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, subStages } from '../../src/db/schema/index.ts';
import { createApplications, organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// A stage's sub-stages: names, order and default, set in one call by an organisation's manager admins.

let t: TestApp;
let hartwellId: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwind: SignedIn;
const stageId = stageIds.finalRound;
beforeAll(async () => {
  t = await startTestApp();
  hartwellId = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const url = () => `/api/v1/organization/${hartwellId}/stages/${stageId}/substages`;

async function rowsOfStage(stage: number = stageId) {
  return t.db
    .select()
    .from(subStages)
    .where(and(eq(subStages.organizationId, hartwellId), eq(subStages.stageId, stage)))
    .orderBy(subStages.orderIndex);
}

async function stageAsListed() {
  const list = await manager.request({ method: 'GET', url: `/api/v1/organization/${hartwellId}/stages` });
  return list.json().find((stage: { id: number }) => stage.id === stageId);
}

describe('PUT /api/v1/organization/{orgId}/stages/{stageId}/substages', () => {
  it('renames, reorders, adds and sets the default, answering the stage as the stage list shows it', async () => {
    const [first, ...rest] = await rowsOfStage();
    if (!first) throw new Error('the seed gave the stage no sub-stages');
    const payload = {
      subStages: [
        { code: 'shortlisted', isDefault: true },
        ...rest.map((row) => ({ id: row.id, code: row.code, isDefault: false })),
        { id: first.id, code: `${first.code}-renamed`, isDefault: false },
      ],
    };
    const response = await managerAdmin.request({ method: 'PUT', url: url(), payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(await stageAsListed());
    const rows = await rowsOfStage();
    expect(rows.map((row) => [row.code, row.isDefault, row.orderIndex])).toEqual(
      payload.subStages.map((entry, index) => [entry.code, entry.isDefault, index]),
    );
    expect(rows.at(-1)?.id).toBe(first.id);
  });

  it('removes a sub-stage left out when no candidate sits in it', async () => {
    const rows = await rowsOfStage();
    const kept = rows.slice(1);
    const payload = {
      subStages: kept.map((row, index) => ({ id: row.id, code: row.code, isDefault: index === 0 })),
    };
    const response = await managerAdmin.request({ method: 'PUT', url: url(), payload });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOfStage()).map((row) => row.id)).toEqual(kept.map((row) => row.id));
  });

  it('refuses to remove a sub-stage candidates sit in, naming it and how many, and changes nothing', async () => {
    const rows = await rowsOfStage();
    const [occupied, ...others] = rows;
    if (!occupied || others.length === 0) throw new Error('the stage needs two sub-stages');
    const [role] = await t.db.select().from(roles).where(eq(roles.organizationId, hartwellId)).limit(1);
    await createApplications(t.db, {
      organizationId: hartwellId,
      roleId: role?.id ?? 0,
      stageId,
      subStageId: occupied.id,
      count: 2,
      label: 'sub-stage-removal',
    });
    const payload = {
      subStages: others.map((row, index) => ({ id: row.id, code: `${row.code}x`, isDefault: index === 0 })),
    };
    const response = await managerAdmin.request({ method: 'PUT', url: url(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'subStages',
        message: `The sub-stage ${occupied.code} still holds 2 candidates; move them before removing it.`,
      },
    ]);
    expect(await rowsOfStage()).toEqual(rows);
  });

  it("refuses another stage's sub-stage, two defaults and none, field by field", async () => {
    const [elsewhere] = await rowsOfStage(stageIds.applied);
    const rows = await rowsOfStage();
    const foreign = await managerAdmin.request({
      method: 'PUT',
      url: url(),
      payload: { subStages: [{ id: elsewhere?.id, code: 'moved', isDefault: true }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { field: 'subStages.0.id', message: 'This sub-stage is not one of this stage’s.' },
    ]);
    const twoDefaults = await managerAdmin.request({
      method: 'PUT',
      url: url(),
      payload: {
        subStages: [
          { code: 'one', isDefault: true },
          { code: 'two', isDefault: true },
        ],
      },
    });
    expect(twoDefaults.statusCode).toBe(400);
    expect(twoDefaults.json().errors).toEqual([
      { field: 'subStages', message: 'Choose exactly one default sub-stage.' },
    ]);
    expect(await rowsOfStage()).toEqual(rows);
  });

  it('a standard manager gets 403, another organisation 404', async () => {
    const rows = await rowsOfStage();
    const payload = { subStages: [{ code: 'only', isDefault: true }] };
    expect((await manager.request({ method: 'PUT', url: url(), payload })).statusCode).toBe(403);
    expect((await northwind.request({ method: 'PUT', url: url(), payload })).statusCode).toBe(404);
    expect(await rowsOfStage()).toEqual(rows);
  });
});
