import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies, interviewKits, roles } from '../../src/db/schema/index.ts';
import { auditRowsOf, organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: the competency framework (manager admins change it, any manager reads) and a role's interview kits
// with the coverage matrix of stages by competencies.

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let admin: SignedIn;
let northwind: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const url = () => `/api/v1/organization/${hartwell}/competencies`;
const guide = { '1': 'Misses the point', '3': 'Sound', '5': 'Exceptional' };

describe('the competency framework', () => {
  it('is seeded with the law firm’s five, each with anchors for 1, 3 and 5', async () => {
    const list = (await manager.request({ method: 'GET', url: url() })).json();
    expect(list.map((each: { name: string }) => each.name)).toEqual([
      'Commercial awareness',
      'Written communication',
      'Analysis',
      'Teamwork',
      'Resilience',
    ]);
    for (const each of list) expect(Object.keys(each.guide)).toEqual(expect.arrayContaining(['1', '3', '5']));
  });

  it('lets a manager admin add, edit, reorder and retire, audited; a standard manager gets 403', async () => {
    const refused = await manager.request({
      method: 'POST',
      url: url(),
      payload: { name: 'Drafting', guide },
    });
    expect(refused.statusCode).toBe(403);
    const added = await admin.request({ method: 'POST', url: url(), payload: { name: 'Drafting', guide } });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    const edited = await admin.request({
      method: 'PUT',
      url: `${url()}/${id}`,
      payload: { guide: { ...guide, '4': 'Strong' }, retired: true },
    });
    expect(edited.json()).toMatchObject({ retired: true, guide: { '4': 'Strong' } });
    const ids = (await admin.request({ method: 'GET', url: url() }))
      .json()
      .map((each: { id: number }) => each.id);
    const reordered = await admin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/competency-order`,
      payload: { ids: [...ids].reverse() },
    });
    expect(reordered.json().map((each: { id: number }) => each.id)).toEqual([...ids].reverse());
    expect((await auditRowsOf(t.db, 'competency.added')).length).toBe(1);
    expect((await auditRowsOf(t.db, 'competency.reordered')).length).toBe(1);
  });

  it('refuses a missing anchor, a duplicate name and a partial order field by field', async () => {
    const before = await t.db.select().from(competencies).where(eq(competencies.organizationId, hartwell));
    const noAnchor = await admin.request({
      method: 'POST',
      url: url(),
      payload: { name: 'Advocacy', guide: { '1': 'Weak', '5': 'Strong' } },
    });
    expect(noAnchor.statusCode).toBe(400);
    expect(noAnchor.json().errors).toEqual([{ field: 'guide.3', message: 'Describe what a 3 looks like.' }]);
    const duplicate = await admin.request({
      method: 'POST',
      url: url(),
      payload: { name: 'analysis', guide },
    });
    expect(duplicate.json().errors).toEqual([{ field: 'name', message: expect.any(String) }]);
    const partial = await admin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/competency-order`,
      payload: { ids: [before[0]?.id] },
    });
    expect(partial.json().errors).toEqual([{ field: 'ids', message: expect.any(String) }]);
    expect(await t.db.select().from(competencies).where(eq(competencies.organizationId, hartwell))).toEqual(
      before,
    );
  });

  it('answers another organisation’s manager 404', async () => {
    expect((await northwind.request({ method: 'GET', url: url() })).statusCode).toBe(404);
  });
});

describe('interview kits', () => {
  it('shows the seeded training-contract kit and the coverage of each stage', async () => {
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'Training Contract 2028'));
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/roles/${role?.id}/kits`,
    });
    const kits = response.json();
    expect(kits.kits).toEqual([
      expect.objectContaining({
        name: 'Training contract interview',
        stageId: stageIds.atInterview,
        totalMinutes: 35,
      }),
    ]);
    const atInterview = kits.coverage.find(
      (stage: { stageId: number }) => stage.stageId === stageIds.atInterview,
    );
    expect(atInterview.competencyIds).toHaveLength(5);
    expect(kits.coverage.map((stage: { stageId: number }) => stage.stageId)).toContain(
      stageIds.assessmentCentre,
    );
  });

  it('adds and edits a kit, refusing a question on a competency the kit does not assess', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ organizationId: hartwell, name: 'Kits role', roleType: 'Training contract' })
      .returning();
    const framework = (await manager.request({ method: 'GET', url: url() })).json();
    const live = framework
      .filter((each: { retired: boolean }) => !each.retired)
      .map((each: { id: number }) => each.id);
    const kitsUrl = `/api/v1/organization/${hartwell}/roles/${role?.id}/kits`;
    const kit = {
      stageId: stageIds.firstRound,
      name: 'First round',
      competencyIds: [live[0]],
      questions: [
        { key: 'why-law', prompt: 'Why law?', competencyIds: [live[0]], minutes: 5 },
        { key: 'deal', prompt: 'A deal you followed', competencyIds: [live[0]], minutes: 12 },
      ],
    };
    const added = await manager.request({ method: 'POST', url: kitsUrl, payload: kit });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ totalMinutes: 17, updatedBy: 'James Okafor' });
    const bad = await manager.request({
      method: 'PUT',
      url: `${kitsUrl}/${added.json().id}`,
      payload: { ...kit, questions: [{ key: 'x', prompt: 'X', competencyIds: [live[1]], minutes: 5 }] },
    });
    expect(bad.json().errors).toEqual([
      { field: 'questions.0.competencyIds.0', message: expect.any(String) },
    ]);
    const coverage = (await manager.request({ method: 'GET', url: kitsUrl })).json();
    expect(coverage.uncoveredCompetencyIds).toEqual(live.slice(1));
    const removed = await manager.request({ method: 'DELETE', url: `${kitsUrl}/${added.json().id}` });
    expect(removed.statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(interviewKits)
        .where(eq(interviewKits.roleId, role?.id ?? 0)),
    ).toEqual([]);
  });
});
