import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidateAccount, roleIdOf } from '../support/candidate-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let applicant: SignedIn;
let trainingContract: number;

const answers = [
  { questionId: 'preferredOffice', response: 'london' },
  { questionId: 'availableFrom', response: '2028-09-01' },
  { questionId: 'rightToWork', response: true },
  { questionId: 'nationality', response: 'British' },
  { questionId: 'whyUs', response: 'Your pro bono practice and the seat rotation.' },
  { questionId: 'commercialStory', response: 'The merger of two regional banks.' },
  { questionId: 'confirmAccuracy', response: true },
];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  applicant = await createCandidateAccount(t, 'grace.templates@students.test', 'Grace');
  trainingContract = await roleIdOf(t, 'hartwell', 'Training Contract 2028');
});
afterAll(() => t.close());

describe("a submission after the organisation edited its 'submitted' message", () => {
  it("sends the organisation's own text, merged and branded", async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/v1/templates/messages/submitted/EMAIL',
      payload: {
        subject: 'Thank you, {{ candidate.firstName }}',
        body: 'Dear {{ candidate.firstName }},\n\nYour {{ role.name }} application is with {{ organization.name }}.',
      },
    });
    expect(saved.statusCode).toBe(200);
    const applied = await applicant.request({
      method: 'POST',
      url: `/api/v1/candidate/applyc/${trainingContract}`,
    });
    const id = applied.json().id;
    for (const [step, responses] of [
      [1, answers.slice(0, 4)],
      [2, answers.slice(4)],
    ] as const) {
      const answered = await applicant.request({
        method: 'PUT',
        url: `/api/v1/candidate/${id}`,
        query: { maxSteps: '3' },
        payload: { step, responses, acceptTermAndConditions: true },
      });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const submitted = await applicant.request({ method: 'PUT', url: `/api/v1/candidate/${id}/submit` });
    expect(submitted.statusCode).toBe(200);
    await t.app.services.outbox.flush();
    const message = t.messages.find(
      (m) => m.recipient === 'grace.templates@students.test' && m.template === 'submitted',
    );
    expect(message).toMatchObject({
      subject: 'Thank you, Grace',
      body: 'Dear Grace,\n\nYour Training Contract 2028 application is with Hartwell & Finch LLP.',
    });
    expect(message?.html).toContain(
      'Your Training Contract 2028 application is with Hartwell &amp; Finch LLP.',
    );
  });
});
