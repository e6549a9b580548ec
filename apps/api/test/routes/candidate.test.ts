import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  candidates,
  events,
  roles,
  stageHistory,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import {
  candidateRow,
  createCandidateAccount,
  minimalPdf,
  multipartFile,
  organizationIdOf,
  roleIdOf,
} from '../support/candidate-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let applicant: SignedIn;
let stranger: SignedIn;
let demoCandidate: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let trainingContract: number;
let vacationScheme: number;
let hartwellId: number;

const graduateAnswers = {
  aboutYou: [
    { questionId: 'preferredOffice', response: 'london' },
    { questionId: 'availableFrom', response: '2028-09-01' },
    { questionId: 'rightToWork', response: true },
    { questionId: 'nationality', response: 'British' },
  ],
  rest: [
    { questionId: 'whyUs', response: 'Your pro bono practice and the seat rotation.' },
    { questionId: 'commercialStory', response: 'The merger of two regional banks.' },
    { questionId: 'confirmAccuracy', response: true },
  ],
};

beforeAll(async () => {
  t = await startTestApp();
  applicant = await createCandidateAccount(t, 'ada.applicant@students.test', 'Ada');
  stranger = await createCandidateAccount(t, 'sam.stranger@students.test', 'Sam');
  demoCandidate = await signIn(t.app, 'candidate@shortlist.test');
  hartwellManager = await signIn(t.app, 'hm@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  trainingContract = await roleIdOf(t, 'hartwell', 'Training Contract 2028');
  vacationScheme = await roleIdOf(t, 'hartwell', 'Summer Vacation Scheme 2027');
  hartwellId = await organizationIdOf(t, 'hartwell');
});
afterAll(() => t.close());

const put = (who: SignedIn, id: number, maxSteps: number | undefined, payload: unknown) =>
  who.request({
    method: 'PUT',
    url: `/api/v1/candidate/${id}`,
    query: maxSteps === undefined ? {} : { maxSteps: String(maxSteps) },
    payload: payload as object,
  });

async function apply(who: SignedIn, roleId: number, query: Record<string, string> = {}) {
  return who.request({ method: 'POST', url: `/api/v1/candidate/applyc/${roleId}`, query });
}

async function auditActions(candidateId: number): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'candidate'), eq(auditLog.targetId, String(candidateId))));
  return rows.map((row) => row.action);
}

async function historyReasons(candidateId: number): Promise<string[]> {
  const rows = await t.db
    .select({ reason: stageHistory.reason })
    .from(stageHistory)
    .where(eq(stageHistory.candidateId, candidateId))
    .orderBy(stageHistory.id);
  return rows.map((row) => row.reason);
}

async function demoApplication(status: 'ACTIVE' | 'PENDING'): Promise<number> {
  const [row] = await t.db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(users.email, 'candidate@shortlist.test'), eq(candidates.status, status)));
  if (!row) throw new Error(`no ${status} demo application`);
  return row.id;
}

describe('a candidate applies, answers, uploads a CV and submits', () => {
  let id: number;

  it('starts an application at Applied with the default sub-stage and the source it came from', async () => {
    const response = await apply(applicant, trainingContract, { source: 'Law fair', subdomain: 'hartwell' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    id = body.id;
    expect(body).toMatchObject({
      step: 0,
      candidateStatus: 'PENDING',
      appliedAt: null,
      source: 'Law fair',
      organization: { id: hartwellId, name: 'Hartwell & Finch LLP', subdomain: 'hartwell', candidateId: id },
      role: { id: trainingContract, name: 'Training Contract 2028', doNotSave: false },
      responses: [],
      documents: [],
    });
    expect(body.role.formConfiguration.sections.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('stage');
    const row = await candidateRow(t, id);
    const [pending] = await t.db
      .select({ id: subStages.id })
      .from(subStages)
      .where(
        and(
          eq(subStages.organizationId, hartwellId),
          eq(subStages.stageId, 1),
          eq(subStages.code, 'pending'),
        ),
      );
    expect(row).toMatchObject({
      organizationId: hartwellId,
      stageId: 1,
      subStageId: pending?.id,
      status: 'PENDING',
    });
    expect(await auditActions(id)).toContain('candidate.application.started');
  });

  it('resumes the same application when the candidate applies again', async () => {
    const response = await apply(applicant, trainingContract);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(id);
  });

  it('stores the answers of a step and moves the step on by one', async () => {
    const response = await put(applicant, id, 3, { step: 1, responses: graduateAnswers.aboutYou });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ step: 1, responses: graduateAnswers.aboutYou });
  });

  it('takes a real PDF as the CV', async () => {
    const form = await multipartFile('Ada CV.pdf', minimalPdf);
    const response = await applicant.request({ method: 'PUT', url: `/api/v1/candidate/${id}/cv`, ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents).toEqual([
      expect.objectContaining({ kind: 'CV', fileName: 'Ada CV.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it('merges the next step answers with the earlier ones', async () => {
    const response = await put(applicant, id, 3, {
      step: 2,
      responses: graduateAnswers.rest,
      acceptTermAndConditions: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().responses).toHaveLength(7);
    expect(response.json().acceptTermAndConditions).toBe(true);
  });

  it('submits: ACTIVE, applied now, an applied history row, an audit row and a confirmation email', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await applicant.request({ method: 'PUT', url: `/api/v1/candidate/${id}/submit` });
    expect(response.statusCode).toBe(200);
    expect(response.json().candidateStatus).toBe('ACTIVE');
    expect(response.json().appliedAt).toBeGreaterThanOrEqual(before);
    expect(await historyReasons(id)).toEqual(['applied']);
    // Submitting enters the pipeline: the history names no stage it came from.
    const [entry] = await t.db
      .select({ fromStageId: stageHistory.fromStageId })
      .from(stageHistory)
      .where(eq(stageHistory.candidateId, id));
    expect(entry?.fromStageId).toBeNull();
    // The history a manager reads does not name the candidate as the actor (blind review must hold there too).
    const history = await hartwellManager.request({ method: 'GET', url: `/api/v1/candidate/${id}/history` });
    expect(history.json()).toEqual([expect.objectContaining({ reason: 'applied', actorName: null })]);
    expect(await auditActions(id)).toContain('candidate.submitted');
    await t.app.services.outbox.flush();
    expect(t.messages).toContainEqual(
      expect.objectContaining({
        template: 'submitted',
        recipient: 'ada.applicant@students.test',
        subject: 'We have received your application for Training Contract 2028',
      }),
    );
  });

  it("lists the application with its role's and organisation's names", async () => {
    const response = await applicant.request({ method: 'GET', url: '/api/v1/candidate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual(
      expect.objectContaining({
        id,
        candidateStatus: 'ACTIVE',
        role: expect.objectContaining({ id: trainingContract, name: 'Training Contract 2028' }),
        organization: expect.objectContaining({ name: 'Hartwell & Finch LLP', candidateId: id }),
      }),
    );
  });

  it('refuses to change the answers of a submitted application, and to submit twice', async () => {
    const changed = await put(applicant, id, 3, {
      responses: [{ questionId: 'whyUs', response: 'Changed.' }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error_description).toBe(
      'This application has been submitted; its answers can no longer be changed.',
    );
    expect((await candidateRow(t, id)).responses).toContainEqual(graduateAnswers.rest[0]);
    const again = await applicant.request({ method: 'PUT', url: `/api/v1/candidate/${id}/submit` });
    expect(again.statusCode).toBe(409);
  });

  it('lets a hartwell manager read it with its stage, and nobody else', async () => {
    const asManager = await hartwellManager.request({ method: 'GET', url: `/api/v1/candidate/${id}` });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().stage).toMatchObject({ id: 1, subStage: { code: 'pending' } });
    for (const who of [stranger, northwindManager, demoCandidate]) {
      expect((await who.request({ method: 'GET', url: `/api/v1/candidate/${id}` })).statusCode).toBe(404);
    }
  });

  it("answers 404 to another candidate's or a manager's save of the application", async () => {
    for (const who of [stranger, hartwellManager]) {
      const response = await put(who, id, 3, { ethnicity: 'other' });
      expect(response.statusCode).toBe(404);
    }
    expect((await candidateRow(t, id)).ethnicity).toBeNull();
  });
});

describe('submitting with a missing required answer', () => {
  it('answers 400 naming each missing field and changes nothing, not even the answers sent along', async () => {
    const started = await apply(applicant, vacationScheme);
    const id: number = started.json().id;
    await put(applicant, id, 3, { step: 1, responses: [{ questionId: 'schemeDates', response: 'spring' }] });
    const response = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}/submit`,
      payload: { responses: [{ questionId: 'favouriteModule', response: 'Contract law.' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'responses.expectedGraduation', message: 'This field is required.' },
    ]);
    const row = await candidateRow(t, id);
    expect(row).toMatchObject({ status: 'PENDING', appliedAt: null, step: 1 });
    expect(row.responses.map((entry) => entry.questionId)).toEqual(['schemeDates']);
    expect(await historyReasons(id)).toEqual([]);
  });

  it('answers 400 when the candidate refused the terms', async () => {
    const [row] = await t.db
      .select()
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(and(eq(users.email, 'ada.applicant@students.test'), eq(candidates.roleId, vacationScheme)));
    const id = row?.candidates.id ?? 0;
    const response = await applicant.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}/submit`,
      payload: {
        responses: [
          { questionId: 'favouriteModule', response: 'Contract law.' },
          { questionId: 'expectedGraduation', response: '2027-06-30' },
        ],
        acceptTermAndConditions: false,
        acceptRare: false,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'acceptTermAndConditions',
        message: 'Agree to the terms and conditions to submit your application.',
      },
    ]);
    expect((await candidateRow(t, id)).status).toBe('PENDING');
  });
});

describe('POST /candidate/applyc/{roleId}', () => {
  it.each([
    ['hartwell', 'Winter Vacation Scheme 2026'],
    ['northwind', 'Analytics Apprenticeship'],
  ])('refuses a %s role that is closed or a draft: %s', async (subdomain, name) => {
    const response = await apply(stranger, await roleIdOf(t, subdomain, name));
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe('This role is not open for applications.');
  });

  it('refuses a role whose deadline has passed', async () => {
    const roleId = await roleIdOf(t, 'kingsbench', 'Mini-pupillage (Spring 2027)');
    await t.db
      .update(roles)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(roles.id, roleId));
    expect((await apply(stranger, roleId)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown role, 400 for a bad id and 403 for a manager', async () => {
    expect((await apply(stranger, 999_999)).statusCode).toBe(404);
    const bad = await stranger.request({ method: 'POST', url: "/api/v1/candidate/applyc/1'%20or%201=1" });
    expect(bad.statusCode).toBe(400);
    expect((await apply(hartwellManager, trainingContract)).statusCode).toBe(403);
  });
});

describe('PUT /candidate/{id}?maxSteps=n: the step rule', () => {
  let id: number;
  beforeAll(async () => {
    id = (await apply(stranger, trainingContract)).json().id;
  });

  it('moves the step forward one at a time up to maxSteps, never back', async () => {
    const steps: number[] = [];
    for (const step of [1, 2, 3, 1]) {
      const response = await put(stranger, id, 2, { step });
      expect(response.statusCode).toBe(200);
      steps.push(response.json().step);
    }
    expect(steps).toEqual([1, 2, 2, 2]);
  });

  it('moves by one only, even when the body asks for a step far ahead', async () => {
    const response = await put(stranger, id, 10, { step: 9 });
    expect(response.json().step).toBe(3);
  });

  it('keeps the step of a submitted application', async () => {
    const submitted = await demoApplication('ACTIVE');
    const response = await put(demoCandidate, submitted, 10, { step: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().step).toBe(4);
  });

  it('keeps answers on the device for a doNotSave role until the step stays put or submit', async () => {
    await t.db.update(roles).set({ doNotSave: true }).where(eq(roles.id, trainingContract));
    try {
      const moving = await put(stranger, id, 10, {
        step: 4,
        responses: [{ questionId: 'whyUs', response: 'Draft' }],
      });
      expect(moving.json()).toMatchObject({ step: 4, responses: [] });
      const staying = await put(stranger, id, 10, {
        step: 4,
        responses: [{ questionId: 'whyUs', response: 'Kept' }],
      });
      expect(staying.json()).toMatchObject({
        step: 4,
        responses: [{ questionId: 'whyUs', response: 'Kept' }],
      });
    } finally {
      await t.db.update(roles).set({ doNotSave: false }).where(eq(roles.id, trainingContract));
    }
  });

  it.each([
    ['no maxSteps', undefined, {}, 'maxSteps'],
    ['maxSteps above 100', 101, {}, 'maxSteps'],
    ['a step as text', 5, { step: 'three' }, 'step'],
    ['responses that are not a list', 5, { responses: 'all of them' }, 'responses'],
    ['an unknown ethnicity type', 5, { ethnicityMulti: [{ $ne: 1 }] }, 'ethnicityMulti.0'],
  ])('answers 400 for %s and changes nothing', async (_case, maxSteps, body, field) => {
    const before = await candidateRow(t, id);
    const response = await put(stranger, id, maxSteps, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await candidateRow(t, id)).toEqual(before);
  });
});

describe('DELETE /candidate/{id} and POST /candidate/{id}/undo', () => {
  let id: number;
  beforeAll(async () => {
    id = (await apply(stranger, vacationScheme)).json().id;
  });

  it("refuses the candidate's deletion of a submitted application", async () => {
    const submitted = await demoApplication('ACTIVE');
    const response = await demoCandidate.request({ method: 'DELETE', url: `/api/v1/candidate/${submitted}` });
    expect(response.statusCode).toBe(409);
    expect((await candidateRow(t, submitted)).deletedAt).toBeNull();
  });

  it('lets the candidate withdraw a pending application, audited', async () => {
    const response = await stranger.request({ method: 'DELETE', url: `/api/v1/candidate/${id}` });
    expect(response.statusCode).toBe(204);
    expect((await stranger.request({ method: 'GET', url: `/api/v1/candidate/${id}` })).statusCode).toBe(404);
    expect(await auditActions(id)).toContain('candidate.deleted');
  });

  it('restores it for a hartwell manager only', async () => {
    for (const who of [stranger, northwindManager]) {
      expect((await who.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` })).statusCode).toBe(
        404,
      );
    }
    const response = await hartwellManager.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, candidateStatus: 'PENDING' });
    expect((await stranger.request({ method: 'GET', url: `/api/v1/candidate/${id}` })).statusCode).toBe(200);
    expect(await auditActions(id)).toContain('candidate.restored');
  });

  it('does not restore a candidate deleted more than 30 days ago', async () => {
    const deletedAt = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db.update(candidates).set({ deletedAt }).where(eq(candidates.id, id));
    const response = await hartwellManager.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` });
    expect(response.statusCode).toBe(404);
    await t.db.update(candidates).set({ deletedAt: null }).where(eq(candidates.id, id));
  });

  it('lets a hartwell manager delete a submitted application; northwind gets 404', async () => {
    const submitted = await demoApplication('ACTIVE');
    const foreign = await northwindManager.request({
      method: 'DELETE',
      url: `/api/v1/candidate/${submitted}`,
    });
    expect(foreign.statusCode).toBe(404);
    const response = await hartwellManager.request({
      method: 'DELETE',
      url: `/api/v1/candidate/${submitted}`,
    });
    expect(response.statusCode).toBe(204);
    await hartwellManager.request({ method: 'POST', url: `/api/v1/candidate/${submitted}/undo` });
    expect((await candidateRow(t, submitted)).deletedAt).toBeNull();
  });
});

describe('POST /candidate/{id}/migratex', () => {
  it('moves the application to another role of the organisation, with a migrate history row', async () => {
    const id = (await apply(stranger, vacationScheme)).json().id as number;
    const winter = await roleIdOf(t, 'hartwell', 'Winter Vacation Scheme 2026');
    const response = await hartwellManager.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/migratex`,
      payload: { roleId: winter },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toMatchObject({ id: winter, name: 'Winter Vacation Scheme 2026' });
    expect(await historyReasons(id)).toEqual(['migrate']);
    expect(await auditActions(id)).toContain('candidate.migrated');
  });

  it('refuses a role of another organisation, a role the person applied to, and callers outside hartwell', async () => {
    const id = (await apply(stranger, vacationScheme)).json().id as number;
    const northwindRole = await roleIdOf(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const migrate = (who: SignedIn, payload: object) =>
      who.request({ method: 'POST', url: `/api/v1/candidate/${id}/migratex`, payload });
    expect((await migrate(hartwellManager, { roleId: northwindRole })).statusCode).toBe(404);
    expect((await migrate(hartwellManager, { roleId: trainingContract })).statusCode).toBe(409);
    expect((await migrate(northwindManager, { roleId: northwindRole })).statusCode).toBe(404);
    expect((await migrate(stranger, { roleId: trainingContract })).statusCode).toBe(404);
    expect((await migrate(hartwellManager, { roleId: 'winter' })).json().errors).toEqual([
      { field: 'roleId', message: 'Must be a number.' },
    ]);
    expect((await candidateRow(t, id)).roleId).toBe(vacationScheme);
  });
});

describe('GET /candidate/{id}/{type}/getCurrentInterview', () => {
  it("answers the demo candidate's scheduler invitation, not booked yet", async () => {
    const id = await demoApplication('ACTIVE');
    const response = await demoCandidate.request({
      method: 'GET',
      url: `/api/v1/candidate/${id}/SCHEDULER/getCurrentInterview`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      type: 'SCHEDULER',
      codeStage: 'INVITED',
      stageId: 3,
      scheduleName: 'Training contract first interviews',
      location: '1 Finch Square, London EC2V 6EE',
      durationMinutes: 45,
      selectedTime: null,
    });
    expect(body.deadline).toBeGreaterThan(Math.floor(Date.now() / 1000));
    const asManager = await hartwellManager.request({
      method: 'GET',
      url: `/api/v1/candidate/${id}/SCHEDULER/getCurrentInterview`,
    });
    expect(asManager.json().id).toBe(body.id);
  });

  it('answers 404 without such an interview or for someone else, 400 for an unknown type', async () => {
    const id = await demoApplication('ACTIVE');
    const get = (who: SignedIn, type: string) =>
      who.request({ method: 'GET', url: `/api/v1/candidate/${id}/${type}/getCurrentInterview` });
    expect((await get(demoCandidate, 'SCHEDULED')).statusCode).toBe(404);
    expect((await get(stranger, 'SCHEDULER')).statusCode).toBe(404);
    expect((await get(northwindManager, 'SCHEDULER')).statusCode).toBe(404);
    expect((await get(demoCandidate, 'DROP%20TABLE')).statusCode).toBe(400);
  });
});

describe('events and sessions', () => {
  async function eventIdOf(subdomain: string, name: string): Promise<number> {
    const organizationId = await organizationIdOf(t, subdomain);
    const [row] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.organizationId, organizationId), eq(events.name, name)));
    if (!row) throw new Error(`no event ${name} at ${subdomain}`);
    return row.id;
  }

  it('registers the candidate once for an event of its organisation, then lists and cancels it', async () => {
    const id = await demoApplication('PENDING');
    const workshop = await eventIdOf('hartwell', 'Application workshop');
    const url = `/api/v1/candidate/${id}/events/${workshop}`;
    const first = await demoCandidate.request({ method: 'POST', url });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      email: 'candidate@shortlist.test',
      event: { id: workshop, name: 'Application workshop', placesLeft: 29 },
    });
    const again = await demoCandidate.request({ method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe('You are already registered for this event.');

    const sessions = await demoCandidate.request({ method: 'POST', url: `/api/v1/candidate/${id}/sessions` });
    expect(sessions.json()).toEqual([expect.objectContaining({ id: first.json().id, eventId: workshop })]);
    const sessionUrl = `/api/v1/candidate/${id}/session/${first.json().id}`;
    expect((await demoCandidate.request({ method: 'GET', url: sessionUrl })).statusCode).toBe(200);
    expect((await stranger.request({ method: 'GET', url: sessionUrl })).statusCode).toBe(404);
    expect((await demoCandidate.request({ method: 'DELETE', url: sessionUrl })).statusCode).toBe(204);
    expect((await demoCandidate.request({ method: 'GET', url: sessionUrl })).statusCode).toBe(404);
  });

  it('puts the candidate on a full event’s waiting list, and refuses an event of another organisation', async () => {
    const id = await demoApplication('PENDING');
    const openEvening = await eventIdOf('hartwell', 'Open evening');
    await t.db.update(events).set({ capacity: 3 }).where(eq(events.id, openEvening));
    const full = await demoCandidate.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/events/${openEvening}`,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    const sessions = await demoCandidate.request({ method: 'POST', url: `/api/v1/candidate/${id}/sessions` });
    expect(
      sessions.json().find((session: { eventId: number }) => session.eventId === openEvening),
    ).toMatchObject({
      status: 'WAITLISTED',
      waitlistPosition: 1,
    });
    const northwindEvent = await eventIdOf('northwind', 'Application workshop');
    const foreign = await demoCandidate.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/events/${northwindEvent}`,
    });
    expect(foreign.statusCode).toBe(404);
    const [registrations] = await t.db
      .select({ total: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'event.waitlisted'));
    expect(registrations?.total).toBe(1);
  });
});

describe('POST /candidate/{id}/docusign/', () => {
  it('stores a completed signature as the docusign response and audits it', async () => {
    const id = await demoApplication('ACTIVE');
    const response = await demoCandidate.request({
      method: 'POST',
      url: `/api/v1/candidate/${id}/docusign/`,
      payload: { envelopeId: 'env-42', status: 'completed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ candidateId: id, status: 'completed', signed: true });
    expect((await candidateRow(t, id)).responses).toContainEqual({
      questionId: 'docusign',
      response: 'completed',
    });
    expect(await auditActions(id)).toContain('candidate.signature.completed');
  });

  it('refuses an unknown status and another candidate', async () => {
    const id = await demoApplication('ACTIVE');
    const url = `/api/v1/candidate/${id}/docusign/`;
    expect(
      (await demoCandidate.request({ method: 'POST', url, payload: { status: 'hacked' } })).statusCode,
    ).toBe(400);
    expect(
      (await stranger.request({ method: 'POST', url, payload: { status: 'completed' } })).statusCode,
    ).toBe(404);
  });
});

describe('profile fields in a candidate save', () => {
  it("merge into the person's profile and come back on the candidate's own read", async () => {
    const id = await demoApplication('PENDING');
    const response = await put(demoCandidate, id, 5, { citizen: false, otherPermit: 'Graduate visa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      citizen: false,
      otherPermit: 'Graduate visa',
      sixthFormSchoolCompletedYear: 2021,
    });
    const asManager = await hartwellManager.request({ method: 'GET', url: `/api/v1/candidate/${id}` });
    expect(asManager.json()).not.toHaveProperty('otherPermit');
  });
});

describe('file uploads inside the candidate body', () => {
  it('store cv_base64 as the CV document', async () => {
    const id = await demoApplication('PENDING');
    const response = await put(demoCandidate, id, 5, { cv_base64: minimalPdf.toString('base64') });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents).toEqual([expect.objectContaining({ kind: 'CV', fileName: 'cv.pdf' })]);
  });
});
