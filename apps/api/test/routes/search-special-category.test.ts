import { specialCategoryMessages } from '@shortlist/domain/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidates, referenceItems, roles, subStages } from '../../src/db/schema/index.ts';
import { specialCategoryAuditAction } from '../../src/search/special-category.ts';
import { startSearchSuite } from '../support/search-suite.ts';
import type { WorldCandidate } from '../support/search-world.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let admin: SignedIn;
let hartwellId: number;
let world: WorldCandidate[];
let religionIds: number[];
let roleId: number;

beforeAll(async () => {
  ({ t, manager, managerAdmin, admin, hartwellId, world } = await startSearchSuite());
  const religions = await t.db
    .select()
    .from(referenceItems)
    .where(and(eq(referenceItems.type, 'RELIGION'), inArray(referenceItems.value, ['christian', 'muslim'])));
  religionIds = religions.map((item) => item.id);
  const [role] = await t.db.select().from(roles).where(eq(roles.organizationId, hartwellId)).limit(1);
  roleId = role?.id ?? 0;
});
afterAll(() => t.close());

async function specialCategoryAudits() {
  return t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, specialCategoryAuditAction))
    .orderBy(auditLog.id);
}

async function auditCount(action: string): Promise<number> {
  return (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
}

async function defaultSubStage(stageId: number): Promise<number> {
  const [row] = await t.db
    .select()
    .from(subStages)
    .where(
      and(
        eq(subStages.organizationId, hartwellId),
        eq(subStages.stageId, stageId),
        eq(subStages.isDefault, true),
      ),
    );
  return row?.id ?? 0;
}

const post = (who: SignedIn, url: string, payload: Record<string, unknown>) =>
  who.request({ method: 'POST', url, payload });

const searchUrl = '/api/v1/search/candidate/0';

describe('special-category filters for a standard manager', () => {
  it.each([
    ['gender', { gender: [1] }],
    ['ethnicity', { ethnicity: [1] }],
    ['orientations', { orientations: ['Bisexual'] }],
    ['healthConditions', { healthConditions: ['Dyslexia'] }],
    ['religion', { religion: [1] }],
  ])('refuses a search by %s with 403 and writes no audit row', async (_name, filters) => {
    const response = await post(manager, searchUrl, { filters });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe(specialCategoryMessages.adminsOnly);
    expect(await specialCategoryAudits()).toEqual([]);
  });

  it('refuses a bulk move by such a filter and moves no one', async () => {
    const target = await defaultSubStage(3);
    const before = await t.db.select().from(candidates).where(eq(candidates.organizationId, hartwellId));
    const response = await post(manager, `/api/v1/candidate/bulkstage/filter/3/${target}`, {
      filters: { religion: religionIds },
    });
    expect(response.statusCode).toBe(403);
    const after = await t.db.select().from(candidates).where(eq(candidates.organizationId, hartwellId));
    expect(after.map((c) => [c.id, c.stageId, c.subStageId]).sort()).toEqual(
      before.map((c) => [c.id, c.stageId, c.subStageId]).sort(),
    );
    expect(await specialCategoryAudits()).toEqual([]);
  });

  it('refuses both CSV exports by such a filter and records no export', async () => {
    const exportsBefore = await auditCount('candidate.exported');
    for (const url of ['/api/v1/candidate/export/', `/api/v1/candidate/${roleId}/export/`]) {
      const response = await post(manager, url, { filters: { gender: [1] } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error_description).toBe(specialCategoryMessages.adminsOnly);
    }
    expect(await auditCount('candidate.exported')).toBe(exportsBefore);
    expect(await specialCategoryAudits()).toEqual([]);
  });

  it('still searches with other filters, and with empty special-category lists', async () => {
    const response = await post(manager, searchUrl, { filters: { statuses: ['ACTIVE'], gender: [] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBeGreaterThan(0);
    expect(await specialCategoryAudits()).toEqual([]);
  });
});

describe('special-category filters for a manager admin', () => {
  it('answers the results and writes one audit row naming the filters, never their values', async () => {
    const before = (await specialCategoryAudits()).length;
    const response = await post(managerAdmin, `${searchUrl}?resultsPerPage=200`, {
      filters: { religion: religionIds, healthConditions: ['Dyslexia'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBeGreaterThan(0);
    expect(response.json().totalElements).toBeLessThan(world.length);
    const rows = await specialCategoryAudits();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row?.organizationId).toBe(hartwellId);
    expect(row?.details).toEqual({ filters: ['healthConditions', 'religion'] });
    expect(JSON.stringify(row?.details)).not.toMatch(/dyslexia/i);
  });

  it('writes one audit row for a bulk move and one for an export by such a filter', async () => {
    const before = (await specialCategoryAudits()).length;
    const target = await defaultSubStage(2);
    const moved = await post(managerAdmin, `/api/v1/candidate/bulkstage/filter/2/${target}`, {
      ids: [world[0]?.id ?? 0],
      filters: { orientations: ['Heterosexual', 'Bisexual', 'Gay'] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const exported = await post(managerAdmin, '/api/v1/candidate/export/', { filters: { ethnicity: [1] } });
    expect(exported.statusCode).toBe(200);
    const rows = (await specialCategoryAudits()).slice(before);
    expect(rows.map((row) => row.details)).toEqual([
      { filters: ['orientations'] },
      { filters: ['ethnicity'] },
    ]);
  });

  it('lets the provider admin use them too, audited against the organisation searched', async () => {
    const before = (await specialCategoryAudits()).length;
    const response = await post(admin, searchUrl, { subdomain: 'hartwell', filters: { gender: [1] } });
    expect(response.statusCode).toBe(200);
    const rows = (await specialCategoryAudits()).slice(before);
    expect(rows.map((row) => [row.organizationId, row.details])).toEqual([
      [hartwellId, { filters: ['gender'] }],
    ]);
  });
});
