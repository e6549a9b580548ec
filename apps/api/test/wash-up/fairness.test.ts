import { krippendorffAlpha } from '@shortlist/domain/assessment';
import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, userIdOf } from '../support/pipeline-fixtures.ts';
import { competenciesOf, scorecardOf } from '../support/scorecard-fixtures.ts';
import { applicantOn, newRole } from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: a role's fairness evidence: agreement among assessors (Krippendorff's alpha), each assessor's
// leniency, and pass rates by group with the reports' suppression, for manager admins only, audited.

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let role: Awaited<ReturnType<typeof newRole>>;
const stage = stageIds.firstRound;
// Four candidates rated on one competency: Avery and Blake agree; Casey is always one lower.
const agreed = [2, 3, 4, 5];

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  role = await newRole(t, 'hartwell', 'Fairness evidence 2028');
  const [analysis] = await competenciesOf(t, role.organizationId, ['Analysis (fairness)']);
  const managerId = await userIdOf(t.db, 'hm@hartwell.test');
  for (const [index, value] of agreed.entries()) {
    const { id } = await applicantOn(t, role, stage, `2026-09-0${index + 1}`);
    const at = { organizationId: role.organizationId, candidateId: id, stageId: stage };
    const ratings = (rating: number) => ({ [analysis?.id ?? 0]: rating });
    await scorecardOf(t, {
      ...at,
      assessor: { userId: managerId, name: 'Avery Assessor' },
      ratings: ratings(value),
    });
    await scorecardOf(t, {
      ...at,
      assessor: { email: 'blake@review.test', name: 'Blake Assessor' },
      ratings: ratings(value),
    });
    await scorecardOf(t, {
      ...at,
      assessor: { email: 'casey@review.test', name: 'Casey Assessor' },
      ratings: ratings(value - 1),
    });
  }
});
afterAll(() => t.close());

const fairnessOf = (caller: SignedIn, roleId = role.id) =>
  caller.request({
    method: 'GET',
    url: `/api/v1/organization/${role.organizationId}/roles/${roleId}/fairness`,
  });

describe('GET /organization/{orgId}/roles/{roleId}/fairness', () => {
  it("gives each stage's agreement among its assessors as Krippendorff's alpha", async () => {
    const response = await fairnessOf(managerAdmin);
    expect(response.statusCode).toBe(200);
    const expected = krippendorffAlpha(
      agreed.map((value) => [value, value, value - 1]),
      'interval',
    ).alpha;
    expect(response.json().agreement).toEqual([
      {
        stageId: stage,
        intervalAlpha: expect.closeTo(expected ?? Number.NaN, 10),
        ordinalAlpha: expect.any(Number),
        pairableUnits: 4,
        ratings: 12,
        assessors: 3,
      },
    ]);
  });

  it('shows each assessor’s leniency against the panel with how many ratings it rests on', async () => {
    const { leniency } = (await fairnessOf(managerAdmin)).json();
    expect(leniency).toHaveLength(3);
    const byName = Object.fromEntries(
      leniency.map((entry: { assessorName: string }) => [entry.assessorName, entry]),
    );
    expect(byName['Casey Assessor']).toMatchObject({ leniency: -1, comparedRatings: 4, ratings: 4 });
    expect(byName['Avery Assessor']).toMatchObject({ leniency: 0.5, comparedRatings: 4 });
    expect(byName['Blake Assessor']).toMatchObject({ leniency: 0.5, comparedRatings: 4 });
  });

  it('gives pass rates by group with every group under 5 suppressed, as the reports do', async () => {
    const body = (await fairnessOf(managerAdmin)).json();
    expect(body.minimumGroupSize).toBe(5);
    type Row = { cells: Record<string, unknown> };
    const sections = body.passRates as {
      key: string;
      columns: { key: string; unit: string }[];
      rows: Row[];
      total: Row | null;
    }[];
    expect(sections.map((section) => section.key)).toEqual(
      expect.arrayContaining(['genderProgression', 'ethnicityProgression']),
    );
    // The role has four candidates: no count of one to four people may show anywhere.
    const shownCounts = sections.flatMap((section) => {
      const people = section.columns.filter((column) => column.unit === 'people').map((column) => column.key);
      const rows = [...section.rows, ...(section.total ? [section.total] : [])];
      return rows.flatMap((row) => people.map((key) => row.cells[key]));
    });
    expect(shownCounts.filter((value) => typeof value === 'number' && value > 0 && value < 5)).toEqual([]);
    const gender = sections.find((section) => section.key === 'genderProgression');
    expect(gender?.total?.cells.applied).toBe('suppressed');
  });

  it('is audited as a reading of sensitive figures, with who and which role', async () => {
    const before = (await auditRowsOf(t.db, 'assessment.fairness.viewed')).length;
    expect((await fairnessOf(managerAdmin)).statusCode).toBe(200);
    const rows = await auditRowsOf(t.db, 'assessment.fairness.viewed');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      targetType: 'role',
      targetId: String(role.id),
      organizationId: role.organizationId,
    });
    expect(rows.at(-1)?.actorUserId).toBe(await userIdOf(t.db, 'hm.admin@hartwell.test'));
  });

  it('is refused to a standard manager (403) and another organisation (404), and not audited then', async () => {
    const before = (await auditRowsOf(t.db, 'assessment.fairness.viewed')).length;
    expect((await fairnessOf(manager)).statusCode).toBe(403);
    expect((await fairnessOf(northwindManager)).statusCode).toBe(404);
    expect(await auditRowsOf(t.db, 'assessment.fairness.viewed')).toHaveLength(before);
  });
});
