import { findNextStage, stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentCentreExercises, assessmentCentres, subStages } from '../../src/db/schema/index.ts';
import { setBlindStages } from '../review/review-world.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import { competenciesOf, scorecardOf } from '../support/scorecard-fixtures.ts';
import { applicantOn, newRole } from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: the wash-up matrix of a role's stage: each assessor's rating with their name, the mean, the spread
// and the disagreement flag; awaiting rows; per-exercise columns; no anchoring; blind review; tenancy.

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let managerId: number;
let adminId: number;
let role: Awaited<ReturnType<typeof newRole>>;
let analysis: number;
let writing: number;

const stage = stageIds.firstRound;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
  adminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
  role = await newRole(t, 'hartwell', 'Wash-up matrix 2028');
  const framework = await competenciesOf(t, role.organizationId, [
    'Analysis (matrix)',
    'Written communication (matrix)',
  ]);
  analysis = framework[0]?.id ?? 0;
  writing = framework[1]?.id ?? 0;
});
afterAll(() => t.close());

const washUpOf = (caller: SignedIn, stageId: number = stage, roleId: number = role.id) =>
  caller.request({
    method: 'GET',
    url: `/api/v1/organization/${role.organizationId}/roles/${roleId}/wash-up?stageId=${stageId}`,
  });

const card = (
  candidateId: number,
  assessor: { userId: number; name: string } | { email: string; name: string },
) => ({
  organizationId: role.organizationId,
  candidateId,
  stageId: stage,
  assessor,
});

describe('GET /organization/{orgId}/roles/{roleId}/wash-up', () => {
  it("shows each assessor's rating with their name, the mean, and flags a spread of 2 as a disagreement", async () => {
    const ada = await applicantOn(t, role, stage, '2026-10-01', 'Ada');
    await scorecardOf(t, {
      ...card(ada.id, { userId: managerId, name: 'Harriet Manager' }),
      recommendation: 'yes',
      ratings: { [analysis]: 2, [writing]: 4 },
    });
    await scorecardOf(t, {
      ...card(ada.id, { email: 'partner@hartwell-review.test', name: 'Pat Partner' }),
      recommendation: 'strong_yes',
      ratings: { [analysis]: 4, [writing]: 4 },
    });
    const response = await washUpOf(managerAdmin);
    expect(response.statusCode).toBe(200);
    const washUp = response.json();
    expect(washUp.columns.map((column: { competencyName: string }) => column.competencyName)).toEqual([
      'Analysis (matrix)',
      'Written communication (matrix)',
    ]);
    const row = washUp.rows.find((entry: { candidateId: number }) => entry.candidateId === ada.id);
    expect(row).toMatchObject({
      name: 'Ada Applicant',
      blind: false,
      submittedScorecards: 2,
      awaitingScorecards: 0,
      hiddenUntilYouSubmit: false,
      overall: { mean: 3.5, ratings: 4 },
      recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 1 },
    });
    expect(row.cells[`c${analysis}`]).toEqual({
      ratings: [
        expect.objectContaining({
          assessorName: 'Harriet Manager',
          assessorKey: `user:${managerId}`,
          rating: 2,
        }),
        expect.objectContaining({ assessorName: 'Pat Partner', rating: 4, submittedAt: expect.any(String) }),
      ],
      mean: 3,
      spread: 2,
      disagreement: true,
    });
    expect(row.cells[`c${writing}`]).toMatchObject({ mean: 4, spread: 0, disagreement: false });
  });

  it('lists candidates at the stage still awaiting scorecards, and keeps drafts out of the figures', async () => {
    const waiting = await applicantOn(t, role, stage, '2026-10-02', 'Wendy');
    const drafted = await applicantOn(t, role, stage, '2026-10-03', 'Dora');
    await scorecardOf(t, {
      ...card(drafted.id, { email: 'associate@hartwell-review.test', name: 'Ali Associate' }),
      status: 'draft',
      ratings: { [analysis]: 1 },
    });
    const washUp = (await washUpOf(managerAdmin)).json();
    const rowOf = (id: number) =>
      washUp.rows.find((entry: { candidateId: number }) => entry.candidateId === id);
    expect(rowOf(waiting.id)).toMatchObject({
      submittedScorecards: 0,
      awaitingScorecards: 0,
      overall: { mean: null },
    });
    expect(rowOf(drafted.id)).toMatchObject({ submittedScorecards: 0, awaitingScorecards: 1 });
    expect(rowOf(drafted.id).cells[`c${analysis}`]).toMatchObject({ ratings: [], mean: null });
    expect(rowOf(drafted.id).scorecards).toEqual([
      expect.objectContaining({ assessorName: 'Ali Associate', recommendation: null, submittedAt: null }),
    ]);
  });

  it('hides the others’ ratings from a reader whose own scorecard of the candidate is still a draft', async () => {
    const cleo = await applicantOn(t, role, stage, '2026-10-04', 'Cleo');
    await scorecardOf(t, {
      ...card(cleo.id, { userId: adminId, name: 'Andrea Admin' }),
      recommendation: 'no',
      ratings: { [analysis]: 2 },
    });
    await scorecardOf(t, {
      ...card(cleo.id, { userId: managerId, name: 'Harriet Manager' }),
      status: 'draft',
      ratings: { [analysis]: 5 },
    });
    const rowFor = async (caller: SignedIn) =>
      (await washUpOf(caller))
        .json()
        .rows.find((entry: { candidateId: number }) => entry.candidateId === cleo.id);
    const drafting = await rowFor(manager);
    expect(drafting).toMatchObject({ hiddenUntilYouSubmit: true, overall: { mean: null, ratings: 0 } });
    expect(drafting.cells[`c${analysis}`].ratings).toEqual([]);
    expect(
      drafting.scorecards.every((entry: { recommendation: unknown }) => entry.recommendation === null),
    ).toBe(true);
    expect(JSON.stringify(drafting)).not.toContain('"rating":2');
    const other = await rowFor(managerAdmin);
    expect(other.hiddenUntilYouSubmit).toBe(false);
    expect(other.cells[`c${analysis}`].ratings).toEqual([expect.objectContaining({ rating: 2 })]);
  });

  it('keeps the others’ ratings from a reader with one own scorecard submitted and another still a draft', async () => {
    const finn = await applicantOn(t, role, stage, '2026-10-06', 'Finn');
    await scorecardOf(t, {
      ...card(finn.id, { email: 'partner@hartwell-review.test', name: 'Pat Partner' }),
      recommendation: 'yes',
      ratings: { [analysis]: 4 },
    });
    // The manager's interview scorecard is in; their exercise scorecard of the same candidate is not.
    await scorecardOf(t, {
      ...card(finn.id, { userId: managerId, name: 'Harriet Manager' }),
      recommendation: 'yes',
      ratings: { [analysis]: 3 },
    });
    await scorecardOf(t, {
      ...card(finn.id, { userId: managerId, name: 'Harriet Manager' }),
      exerciseId: 7,
      status: 'draft',
      ratings: { [analysis]: null },
    });
    const row = (await washUpOf(manager))
      .json()
      .rows.find((entry: { candidateId: number }) => entry.candidateId === finn.id);
    expect(row).toMatchObject({ hiddenUntilYouSubmit: true, overall: { mean: null, ratings: 0 } });
    expect(JSON.stringify(row)).not.toContain('"rating":4');
  });

  it('keeps them from a colleague who is no assessor of the candidate, who might score next', async () => {
    const gil = await applicantOn(t, role, stage, '2026-10-07', 'Gil');
    await scorecardOf(t, {
      ...card(gil.id, { email: 'partner@hartwell-review.test', name: 'Pat Partner' }),
      recommendation: 'yes',
      ratings: { [analysis]: 5 },
    });
    const rowFor = async (caller: SignedIn) =>
      (await washUpOf(caller))
        .json()
        .rows.find((entry: { candidateId: number }) => entry.candidateId === gil.id);
    expect(await rowFor(manager)).toMatchObject({ hiddenUntilYouSubmit: true, overall: { mean: null } });
    // A manager admin decides for the organisation and reads it.
    expect(await rowFor(managerAdmin)).toMatchObject({ hiddenUntilYouSubmit: false, overall: { mean: 5 } });
  });

  it('adds a column per assessment-centre exercise, named as the centre names it, beside the competency over all', async () => {
    const ellis = await applicantOn(t, role, stageIds.assessmentCentre, '2026-10-05', 'Ellis');
    const [centre] = await t.db
      .insert(assessmentCentres)
      .values({
        organizationId: role.organizationId,
        roleId: role.id,
        stageId: stageIds.assessmentCentre,
        name: 'March day',
        day: '2030-03-12',
        startTime: '09:00',
        roundMinutes: 45,
        breakMinutes: 15,
      })
      .returning();
    const exercise = (position: number, name: string) => ({
      organizationId: role.organizationId,
      centreId: centre?.id ?? 0,
      position,
      kind: 'written_case' as const,
      name,
      minutes: 40,
      candidatesPerSession: 1,
      assessorsPerSession: 1,
    });
    const [caseStudy, groupTask] = await t.db
      .insert(assessmentCentreExercises)
      .values([exercise(0, 'Written case'), exercise(1, 'Group exercise')])
      .returning({ id: assessmentCentreExercises.id });
    const first = caseStudy?.id ?? 0;
    const second = groupTask?.id ?? 0;
    const atCentre = {
      organizationId: role.organizationId,
      candidateId: ellis.id,
      stageId: stageIds.assessmentCentre,
    };
    await scorecardOf(t, {
      ...atCentre,
      exerciseId: first,
      assessor: { userId: managerId, name: 'Harriet Manager' },
      ratings: { [analysis]: 3 },
    });
    await scorecardOf(t, {
      ...atCentre,
      exerciseId: second,
      assessor: { userId: adminId, name: 'Andrea Admin' },
      ratings: { [analysis]: 5 },
    });
    const washUp = (await washUpOf(managerAdmin, stageIds.assessmentCentre)).json();
    expect(washUp.columns).toEqual([
      expect.objectContaining({ key: `c${analysis}`, exerciseId: null, exerciseName: null }),
      expect.objectContaining({
        key: `c${analysis}-e${first}`,
        exerciseId: first,
        exerciseName: 'Written case',
      }),
      expect.objectContaining({
        key: `c${analysis}-e${second}`,
        exerciseId: second,
        exerciseName: 'Group exercise',
      }),
    ]);
    const [row] = washUp.rows;
    expect(row.cells[`c${analysis}`]).toMatchObject({ mean: 4, spread: 2, disagreement: true });
    expect(row.cells[`c${analysis}-e${first}`]).toMatchObject({
      ratings: [expect.objectContaining({ assessorName: 'Harriet Manager', rating: 3, exerciseId: first })],
    });
    expect(washUp.stagesWithScorecards).toEqual(expect.arrayContaining([stage, stageIds.assessmentCentre]));
  });

  it('names the next stage a progress moves to', async () => {
    const stages = await t.db
      .selectDistinct({ stageId: subStages.stageId })
      .from(subStages)
      .where(eq(subStages.organizationId, role.organizationId));
    const expected = findNextStage(
      stage,
      stages.map((row) => row.stageId),
    );
    expect((await washUpOf(manager)).json().nextStageId).toBe(expected);
  });

  it('withholds names at a blind-review stage, for everyone, manager admins included', async () => {
    const blindRole = await newRole(t, 'hartwell', 'Wash-up blind 2028');
    const hidden = await applicantOn(t, blindRole, stageIds.secondRound, '2026-10-06', 'Hidalgo');
    await scorecardOf(t, {
      organizationId: role.organizationId,
      candidateId: hidden.id,
      stageId: stageIds.secondRound,
      assessor: { userId: managerId, name: 'Harriet Manager' },
      ratings: { [analysis]: 4 },
    });
    await setBlindStages(t, [stageIds.secondRound]);
    try {
      for (const caller of [manager, managerAdmin]) {
        const response = await washUpOf(caller, stageIds.secondRound, blindRole.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ blindStage: true });
        expect(response.json().rows).toEqual([
          expect.objectContaining({ candidateId: hidden.id, name: null, blind: true }),
        ]);
        expect(response.body).not.toContain('Hidalgo');
        expect(response.body).not.toContain(hidden.email);
      }
    } finally {
      await setBlindStages(t, []);
    }
  });

  it("answers 404 for another organisation's role, and to another organisation's manager", async () => {
    expect((await washUpOf(northwindManager)).statusCode).toBe(404);
    const northwindRole = await newRole(t, 'northwind', 'Northwind wash-up 2028');
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${role.organizationId}/roles/${northwindRole.id}/wash-up?stageId=${stage}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a stage that does not exist, by field', async () => {
    const response = await washUpOf(manager, 12);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'stageId', message: expect.any(String) }]);
  });
});
