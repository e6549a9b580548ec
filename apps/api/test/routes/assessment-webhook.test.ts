import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateCodes } from '../../src/db/schema/index.ts';
import type { WebhookDelivery } from '../../src/scheduling/assessment-simulator.ts';
import { simulatedScore } from '../../src/scheduling/assessment-simulator.ts';
import {
  organizationWebhookSecret,
  signWebhookBody,
} from '../../src/scheduling/assessment-webhook-signature.ts';
import { applicantAt, candidateById, roleNamed, subStageId } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// The test providers' signed webhook (README "Assessments") and the simulated provider that calls it.

let t: TestApp;
let hartwell: SignedIn;
let training: { id: number; organizationId: number };
let secret: string;
beforeAll(async () => {
  // Delay 0: the simulator does not run on its own, and every step is due when a test runs it.
  t = await startTestApp({ SIMULATED_ASSESSMENT_DELAY_SECONDS: '0' });
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
  secret = t.app.services.settings.assessmentWebhookSecret;
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

async function invited(type = 'APTITUDE_ONE') {
  const applicant = await applicantAt(t, training, stageIds.atOnlineTest);
  const response = await hartwell.request({
    method: 'POST',
    url: `/api/v1/assessments/${type}/invitations`,
    payload: { candidateIds: [applicant.candidate.id] },
  });
  expect(response.statusCode).toBe(200);
  const [code] = await t.db
    .select()
    .from(candidateCodes)
    .where(eq(candidateCodes.candidateId, applicant.candidate.id));
  if (!code) throw new Error('no code');
  return { ...applicant, code, reference: String(code.result?.reference) };
}

const codeById = async (id: number) => {
  const [code] = await t.db.select().from(candidateCodes).where(eq(candidateCodes.id, id));
  return code;
};

function post(
  subdomain: string,
  body: Record<string, unknown> | string,
  signature: { secret?: string; timestamp?: number; header?: string | null } = {},
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const key = signature.secret ?? organizationWebhookSecret(secret, subdomain);
  const header =
    signature.header === undefined
      ? signWebhookBody(key, signature.timestamp ?? now(), payload)
      : signature.header;
  return t.app.inject({
    method: 'POST',
    url: `/api/public/assessments/webhook/${subdomain}`,
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'x-assessment-signature': header }),
    },
    payload,
  });
}

const event = (reference: string, type: string, score?: number) => ({
  eventId: `evt-${Math.random().toString(36).slice(2)}`,
  type,
  reference,
  ...(score === undefined ? {} : { score }),
});

describe('POST /api/public/assessments/webhook/{subdomain}', () => {
  it('moves an invitation to IN_PROGRESS, then COMPLETED with the score, and ignores a repeat', async () => {
    const { code, reference, candidate } = await invited();
    const started = await post('hartwell', event(reference, 'assessment.started'));
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      received: true,
      changed: true,
      codeStage: 'IN_PROGRESS',
      resultStage: 'PENDING',
    });
    const completed = event(reference, 'assessment.completed', 81);
    expect((await post('hartwell', completed)).json()).toMatchObject({
      changed: true,
      codeStage: 'COMPLETED',
      resultStage: 'COMPLETED',
    });
    expect((await codeById(code.id))?.result).toMatchObject({ reference, score: 81 });
    expect((await candidateById(t, candidate.id)).subStageId).toBe(
      await subStageId(t, training.organizationId, stageIds.atOnlineTest, 'completed'),
    );
    // A provider's retry, or a late start, changes nothing.
    expect((await post('hartwell', completed)).json()).toMatchObject({
      changed: false,
      codeStage: 'COMPLETED',
    });
    expect((await post('hartwell', event(reference, 'assessment.started'))).json().changed).toBe(false);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.result'), eq(auditLog.targetId, String(candidate.id))));
    expect(audit.map((entry) => entry.details)).toEqual([
      expect.objectContaining({ resultStage: 'PENDING', source: 'provider' }),
      expect.objectContaining({ resultStage: 'COMPLETED', score: 81, eventId: completed.eventId }),
    ]);
    expect(audit.every((entry) => entry.actorUserId === null)).toBe(true);
    // The record and the list show it.
    const record = await hartwell.request({
      method: 'GET',
      url: `/api/v1/organization/${training.organizationId}/candidate/${candidate.id}`,
    });
    expect(record.json().codes).toEqual([
      expect.objectContaining({
        type: 'APTITUDE_ONE',
        codeStage: 'COMPLETED',
        resultStage: 'COMPLETED',
        score: 81,
      }),
    ]);
    const list = await hartwell.request({
      method: 'POST',
      url: `/api/v1/search/candidate/${training.id}`,
      payload: { ids: [candidate.id] },
    });
    expect(list.json().content[0]).toMatchObject({ stageState: 'COMPLETED', resultState: 'COMPLETED' });
  });

  it('records a failed attempt as an ERROR result', async () => {
    const { code, reference } = await invited();
    expect((await post('hartwell', event(reference, 'assessment.failed'))).json()).toMatchObject({
      codeStage: 'IN_PROGRESS',
      resultStage: 'ERROR',
    });
    expect((await codeById(code.id))?.resultStage).toBe('ERROR');
  });

  it('refuses a missing, wrong, tampered or stale signature with 401 and changes nothing', async () => {
    const { code, reference } = await invited();
    const body = event(reference, 'assessment.completed', 90);
    const refusals = [
      await post('hartwell', body, { header: null }),
      await post('hartwell', body, { header: 'v1=abc' }),
      await post('hartwell', body, { secret: 'not-the-secret' }),
      // Signed with Northwind's secret: each organisation has its own.
      await post('hartwell', body, { secret: organizationWebhookSecret(secret, 'northwind') }),
      await post('hartwell', body, {
        header: signWebhookBody(organizationWebhookSecret(secret, 'hartwell'), now(), '{}'),
      }),
      // A captured request sent again ten minutes later.
      await post('hartwell', body, { timestamp: now() - 600 }),
      await post('hartwell', body, { timestamp: now() + 600 }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(refusals[0]?.json()).toMatchObject({ error: 'invalid_signature' });
    expect(refusals[5]?.json().error_description).toMatch(/five minutes/);
    for (const response of refusals) expect(response.body).not.toContain(secret);
    expect(await codeById(code.id)).toEqual(code);
  });

  it("answers 404 for another organisation's invitation, even signed with that organisation's secret", async () => {
    const { code, reference } = await invited();
    const response = await post('northwind', event(reference, 'assessment.completed', 70));
    expect(response.statusCode).toBe(404);
    expect(await codeById(code.id)).toEqual(code);
    expect((await post('nosuchfirm', event(reference, 'assessment.started'))).statusCode).toBe(404);
  });

  it('refuses a signed body that is not an event, field by field', async () => {
    const { reference } = await invited();
    const noScore = await post('hartwell', event(reference, 'assessment.completed'));
    expect(noScore.statusCode).toBe(400);
    expect(noScore.json().errors).toEqual([
      { field: 'score', message: 'A completed assessment needs its score.' },
    ]);
    expect((await post('hartwell', event(reference, 'assessment.hacked'))).json().errors[0].field).toBe(
      'type',
    );
    expect((await post('hartwell', 'not json')).statusCode).toBe(400);
  });
});

describe('the simulated provider', () => {
  it('starts, then completes a simulated test through the signed webhook, with the score its reference fixes', async () => {
    const { code, reference } = await invited();
    const deliver = (request: WebhookDelivery) => t.app.inject(request);
    const simulator = t.app.services.scheduling.assessmentSimulator;
    expect(await simulator.runDue(deliver)).toBeGreaterThanOrEqual(1);
    expect((await codeById(code.id))?.codeStage).toBe('IN_PROGRESS');
    expect(await simulator.runDue(deliver)).toBeGreaterThanOrEqual(1);
    expect(await codeById(code.id)).toMatchObject({
      codeStage: 'COMPLETED',
      resultStage: 'COMPLETED',
      result: { reference, score: simulatedScore(reference) },
    });
    expect(simulatedScore(reference)).toBeGreaterThanOrEqual(40);
    expect(simulatedScore(reference)).toBeLessThanOrEqual(95);
  });

  it('waits for its delay before each step', async () => {
    const { code } = await invited();
    const patient = t.app.services.scheduling.assessmentSimulator;
    // runDue looks at what is due at the moment given: nothing is due one hour before the invitation.
    await patient.runDue(
      (request: WebhookDelivery) => t.app.inject(request),
      new Date(Date.now() - 3_600_000),
    );
    expect((await codeById(code.id))?.codeStage).toBe('INVITED');
  });
});
