import { assessmentRefusalNamesShown } from '@shortlist/domain/contract';
import { stageIds } from '@shortlist/domain/stages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateCodes, candidates, organizations } from '../../src/db/schema/index.ts';
import { applicantAt, organizationOf, roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Who of a list selection may be invited to an online test (§4 allowed stages and start rule, §5 scheduling
// rule, §6 offered tests), and invitations that refuse everyone with field-level messages.

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
let training: { id: number; organizationId: number };
beforeAll(async () => {
  t = await startTestApp({ SIMULATED_ASSESSMENT_DELAY_SECONDS: '0' });
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
});
afterAll(() => t.close());

const checkOf = (manager: SignedIn, type: string, filter: Record<string, unknown>) =>
  manager.request({ method: 'POST', url: `/api/v1/assessments/${type}/eligibility`, payload: filter });
const inviteTo = (manager: SignedIn, type: string, candidateIds: number[]) =>
  manager.request({
    method: 'POST',
    url: `/api/v1/assessments/${type}/invitations`,
    payload: { candidateIds },
  });
const codesOf = (ids: number[]) =>
  t.db.select().from(candidateCodes).where(inArray(candidateCodes.candidateId, ids));

describe('POST /api/v1/assessments/{type}/eligibility', () => {
  it('splits a selection into who may be invited and who may not, each refusal counted, named and worded', async () => {
    const ready = await applicantAt(t, training, stageIds.atOnlineTest, { firstName: 'Ready' });
    const early = await applicantAt(t, training, stageIds.applied, { firstName: 'Early' });
    const invited = await applicantAt(t, training, stageIds.atOnlineTest, { firstName: 'Invited' });
    const covered = await applicantAt(t, training, stageIds.atOnlineTest, { firstName: 'Covered' });
    const draft = await applicantAt(t, training, stageIds.atOnlineTest, { firstName: 'Draft' });
    await t.db.update(candidates).set({ status: 'PENDING' }).where(eq(candidates.id, draft.candidate.id));
    expect((await inviteTo(hartwell, 'APTITUDE_ONE', [invited.candidate.id])).statusCode).toBe(200);
    // Another record already covers the stage (§5): a video interview sent at the online-test stage.
    await t.db.insert(candidateCodes).values({
      organizationId: training.organizationId,
      candidateId: covered.candidate.id,
      type: 'VIDEO_ONE',
      stageId: stageIds.atOnlineTest,
      codeStage: 'INVITED',
    });
    const ids = [ready, early, invited, covered, draft].map((applicant) => applicant.candidate.id);

    const response = await checkOf(hartwell, 'APTITUDE_ONE', { ids });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ type: 'APTITUDE_ONE', selected: 5, eligibleIds: [ready.candidate.id] });
    const byReason = Object.fromEntries(
      reply.ineligible.map((group: { reason: string }) => [group.reason, group]),
    );
    expect(byReason['stage-not-allowed']).toEqual({
      reason: 'stage-not-allowed',
      message: 'Aptitude test one is taken at At online test.',
      count: 1,
      candidates: [{ id: early.candidate.id, name: 'Early Applicant', stageId: stageIds.applied }],
    });
    expect(byReason['already-invited']).toMatchObject({
      count: 1,
      candidates: [{ name: 'Invited Applicant' }],
    });
    expect(byReason['stage-already-covered']).toMatchObject({
      count: 1,
      candidates: [{ name: 'Covered Applicant' }],
    });
    expect(byReason['not-submitted']).toMatchObject({ count: 1, candidates: [{ name: 'Draft Applicant' }] });
  });

  it('checks the whole search less the unticked, naming only the first of a large group', async () => {
    const many = await Promise.all(
      Array.from({ length: assessmentRefusalNamesShown + 3 }, () =>
        applicantAt(t, training, stageIds.firstRound),
      ),
    );
    const ids = many.map((applicant) => applicant.candidate.id);
    const [unticked] = ids;
    const reply = (
      await checkOf(hartwell, 'CRITICAL_THINKING', {
        roleId: training.id,
        stageId: 6,
        unselectedIds: [unticked],
      })
    ).json();
    const group = reply.ineligible.find((entry: { reason: string }) => entry.reason === 'stage-not-allowed');
    expect(group.count).toBe(reply.selected);
    expect(group.count).toBeGreaterThanOrEqual(ids.length - 1);
    expect(group.candidates).toHaveLength(assessmentRefusalNamesShown);
    expect(group.candidates.map((candidate: { id: number }) => candidate.id)).not.toContain(unticked);
  });

  it("finds none of another organisation's candidates and names none of them", async () => {
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest, { firstName: 'Secret' });
    const response = await checkOf(northwind, 'VIDEO_ONE', { ids: [candidate.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'VIDEO_ONE', selected: 0, eligibleIds: [], ineligible: [] });
    expect(response.body).not.toContain('Secret');
  });

  it('refuses, on the type field, a test the organisation has not switched on and the candidate scheduler', async () => {
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest);
    const notOffered = await checkOf(hartwell, 'VIDEO_ONE', { ids: [candidate.id] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors).toEqual([
      { field: 'type', message: 'This assessment is not offered to your organisation.' },
    ]);
    expect((await checkOf(hartwell, 'SCHEDULER', { ids: [candidate.id] })).json().errors[0].field).toBe(
      'type',
    );
    const unknown = await checkOf(hartwell, 'TAROT', { ids: [candidate.id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('type');
  });

  it('stops offering a third-party test once its text setting is switched off (§6)', async () => {
    const org = await organizationOf(t, 'hartwell');
    const configuration = org.defaultConfiguration;
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest);
    await t.db
      .update(organizations)
      .set({
        defaultConfiguration: {
          ...configuration,
          text: { ...configuration.text, enableAptitudeOne: 'false' },
        },
      })
      .where(eq(organizations.id, org.id));
    try {
      expect((await checkOf(hartwell, 'APTITUDE_ONE', { ids: [candidate.id] })).statusCode).toBe(400);
      expect((await inviteTo(hartwell, 'APTITUDE_ONE', [candidate.id])).statusCode).toBe(400);
      expect(await codesOf([candidate.id])).toHaveLength(0);
    } finally {
      await t.db
        .update(organizations)
        .set({ defaultConfiguration: configuration })
        .where(eq(organizations.id, org.id));
    }
  });
});

describe('POST /api/v1/assessments/{type}/invitations refusing everyone', () => {
  it('answers 400 with a message per candidate id and changes nothing', async () => {
    const early = await applicantAt(t, training, stageIds.applied);
    const covered = await applicantAt(t, training, stageIds.atOnlineTest);
    await t.db.insert(candidateCodes).values({
      organizationId: training.organizationId,
      candidateId: covered.candidate.id,
      type: 'VIDEO_ONE',
      stageId: stageIds.atOnlineTest,
    });
    const auditBefore = await t.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.invited'));
    const response = await inviteTo(hartwell, 'APTITUDE_ONE', [early.candidate.id, covered.candidate.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'candidateIds.0',
        message: 'Aptitude test one is taken at At online test; the candidate is at Applied.',
      },
      {
        field: 'candidateIds.1',
        message: 'Another assessment or interview schedule already covers the candidate’s stage.',
      },
    ]);
    expect(await codesOf([early.candidate.id])).toHaveLength(0);
    expect(await codesOf([covered.candidate.id])).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'assessment.invited'))).toHaveLength(
      auditBefore.length,
    );
  });

  it('gives a single refused candidate its reason as the description', async () => {
    const { candidate } = await applicantAt(t, training, stageIds.atOnlineTest);
    await inviteTo(hartwell, 'APTITUDE_ONE', [candidate.id]);
    const again = await inviteTo(hartwell, 'APTITUDE_ONE', [candidate.id]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_description).toBe(
      'The candidate already has the aptitude test one at this stage.',
    );
  });
});
