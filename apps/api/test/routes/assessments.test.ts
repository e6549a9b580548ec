import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateCodes, organizations } from '../../src/db/schema/index.ts';
import {
  applicantAt,
  candidateById,
  organizationOf,
  roleNamed,
  subStageId,
} from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
let training: { id: number; organizationId: number };
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
});
afterAll(() => t.close());

describe('GET /api/v1/assessment-types', () => {
  it('offers the types each organisation has switched on (§6)', async () => {
    const ids = async (manager: SignedIn) =>
      (await manager.request({ method: 'GET', url: '/api/v1/assessment-types' }))
        .json()
        .map((type: { id: string }) => type.id);
    expect(await ids(hartwell)).toEqual(['APTITUDE_ONE', 'CRITICAL_THINKING', 'SCHEDULER', 'SCHEDULED']);
    expect(await ids(northwind)).toEqual(['APTITUDE_TWO', 'VIDEO_ONE', 'SCHEDULER', 'SCHEDULED']);
    const [first] = (await hartwell.request({ method: 'GET', url: '/api/v1/assessment-types' })).json();
    expect(first).toMatchObject({
      id: 'APTITUDE_ONE',
      value: 'APTITUDE_ONE',
      stages: [stageIds.atOnlineTest],
      thirdParty: true,
    });
  });
});

describe('assessments through the adapters', () => {
  const inviteTo = (manager: SignedIn, type: string, candidateIds: number[]) =>
    manager.request({
      method: 'POST',
      url: `/api/v1/assessments/${type}/invitations`,
      payload: { candidateIds },
    });
  const record = (manager: SignedIn, codeId: number, payload: Record<string, unknown>) =>
    manager.request({ method: 'POST', url: `/api/v1/assessments/codes/${codeId}/result`, payload });
  const codeOf = async (candidateId: number) => {
    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, candidateId));
    if (!code) throw new Error('no code');
    return code;
  };

  it('moves a third-party test from INVITED through IN_PROGRESS to COMPLETED with its score', async () => {
    const atTest = await applicantAt(t, training, stageIds.atOnlineTest);
    const tooEarly = await applicantAt(t, training, stageIds.applied);
    const response = await inviteTo(hartwell, 'APTITUDE_ONE', [atTest.candidate.id, tooEarly.candidate.id]);
    expect(response.json()).toEqual({
      invited: [atTest.candidate.id],
      skipped: [
        {
          id: tooEarly.candidate.id,
          reason: 'stage-not-allowed',
          message: 'Aptitude test one is taken at At online test; the candidate is at Applied.',
        },
      ],
    });
    const code = await codeOf(atTest.candidate.id);
    expect(code.codeStage).toBe('INVITED');
    expect(String(code.result?.reference)).toMatch(/^sim-aptitude_one-/);
    await t.app.services.outbox.flush();
    expect(
      t.messages.some((m) => m.recipient === atTest.email && m.template === 'assessment-invitation'),
    ).toBe(true);

    expect((await record(hartwell, code.id, { resultStage: 'PENDING' })).json()).toMatchObject({
      codeStage: 'IN_PROGRESS',
      result: { resultStage: 'PENDING' },
    });
    const missingScore = await record(hartwell, code.id, { resultStage: 'COMPLETED' });
    expect(missingScore.statusCode).toBe(400);
    expect(missingScore.json().errors[0].field).toBe('score');
    const done = await record(hartwell, code.id, { resultStage: 'COMPLETED', score: 72 });
    expect(done.json()).toMatchObject({
      codeStage: 'COMPLETED',
      result: { resultStage: 'COMPLETED', score: 72 },
    });
    expect(
      (await hartwell.request({ method: 'GET', url: `/api/v1/assessments/codes/${code.id}` })).json()
        .codeStage,
    ).toBe('COMPLETED');
    expect((await candidateById(t, atTest.candidate.id)).subStageId).toBe(
      await subStageId(t, training.organizationId, stageIds.atOnlineTest, 'completed'),
    );
    expect((await record(hartwell, code.id, { resultStage: 'ERROR' })).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'assessment.result'), eq(auditLog.targetId, String(atTest.candidate.id))),
      );
    expect(audit).toHaveLength(2);
  });

  it('refuses types the organisation is not offered, unknown types and the candidate scheduler', async () => {
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest);
    const notOffered = await inviteTo(hartwell, 'APTITUDE_TWO', [candidate.id]);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors[0].field).toBe('type');
    expect((await inviteTo(hartwell, 'TAROT', [candidate.id])).statusCode).toBe(400);
    expect((await inviteTo(hartwell, 'SCHEDULER', [candidate.id])).statusCode).toBe(400);
    expect(
      await t.db.select().from(candidateCodes).where(eq(candidateCodes.candidateId, candidate.id)),
    ).toHaveLength(0);
  });

  it('offers the application screen once the screening feature is on, and may re-send it at first review', async () => {
    const hartwellOrg = await organizationOf(t, 'hartwell');
    const configuration = hartwellOrg.defaultConfiguration;
    await t.db
      .update(organizations)
      .set({
        defaultConfiguration: { ...configuration, text: { ...configuration.text, enableScreening: 'true' } },
      })
      .where(eq(organizations.id, hartwellOrg.id));
    const { candidate } = await applicantAt(t, training, stageIds.applied);
    expect((await inviteTo(hartwell, 'SCREENING', [candidate.id])).json().invited).toEqual([candidate.id]);
    expect((await inviteTo(hartwell, 'SCREENING', [candidate.id])).json().invited).toEqual([candidate.id]);
    expect(
      await t.db.select().from(candidateCodes).where(eq(candidateCodes.candidateId, candidate.id)),
    ).toHaveLength(1);
    await t.db
      .update(organizations)
      .set({ defaultConfiguration: configuration })
      .where(eq(organizations.id, hartwellOrg.id));
  });

  it("answers 404 for another organisation's record and 409 for a record not yet sent", async () => {
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest);
    await inviteTo(hartwell, 'APTITUDE_ONE', [candidate.id]);
    const code = await codeOf(candidate.id);
    expect((await record(northwind, code.id, { resultStage: 'COMPLETED', score: 1 })).statusCode).toBe(404);
    expect(
      (await northwind.request({ method: 'GET', url: `/api/v1/assessments/codes/${code.id}` })).statusCode,
    ).toBe(404);
    expect((await codeOf(candidate.id)).codeStage).toBe('INVITED');
    await t.db.update(candidateCodes).set({ codeStage: 'PENDING' }).where(eq(candidateCodes.id, code.id));
    expect((await record(hartwell, code.id, { resultStage: 'PENDING' })).statusCode).toBe(409);
    const northwindInvite = await inviteTo(northwind, 'VIDEO_ONE', [candidate.id]);
    expect(northwindInvite.statusCode).toBe(400);
    expect(northwindInvite.json().errors).toEqual([
      { field: 'candidateIds.0', message: 'No such candidate in your organisation.' },
    ]);
    expect(
      await t.db.select().from(candidateCodes).where(eq(candidateCodes.candidateId, candidate.id)),
    ).toHaveLength(1);
  });
});
