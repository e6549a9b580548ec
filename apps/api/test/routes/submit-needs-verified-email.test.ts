import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { candidateRow, createCandidateAccount, roleIdOf } from '../support/candidate-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

// Issue 31, item 13: an account that has not proved its email cannot submit an application (someone could
// otherwise apply under another person's address). The refusal says what to do, the link can be sent again,
// and once the address is verified the same application goes in.

let t: TestApp;
let unverified: SignedIn;
let trainingContract: number;
const email = 'not.yet.verified@students.test';

const answers = {
  step: 3,
  acceptTermAndConditions: true,
  responses: [
    { questionId: 'preferredOffice', response: 'london' },
    { questionId: 'availableFrom', response: '2028-09-01' },
    { questionId: 'rightToWork', response: true },
    { questionId: 'nationality', response: 'British' },
    { questionId: 'whyUs', response: 'Your pro bono practice and the seat rotation.' },
    { questionId: 'commercialStory', response: 'The merger of two regional banks.' },
    { questionId: 'confirmAccuracy', response: true },
  ],
};

beforeAll(async () => {
  t = await startTestApp();
  unverified = await createCandidateAccount(t, email, 'Noor');
  await t.db
    .update(users)
    .set({ emailVerifiedAt: null, candidateStatus: 'NOT_VERIFIED' })
    .where(eq(users.email, email));
  trainingContract = await roleIdOf(t, 'hartwell', 'Training Contract 2028');
});
afterAll(() => t.close());

describe('submitting an application from an unverified account', () => {
  it('is refused with 403 and a message to verify, the application stays a draft, then goes in once verified', async () => {
    const started = await unverified.request({
      method: 'POST',
      url: `/api/v1/candidate/applyc/${trainingContract}`,
    });
    expect(started.statusCode).toBeLessThan(300);
    const id: number = started.json().id;
    const saved = await unverified.request({
      method: 'PUT',
      url: `/api/v1/candidate/${id}`,
      query: { maxSteps: '3' },
      payload: answers,
    });
    expect(saved.statusCode).toBe(200);

    const refused = await unverified.request({ method: 'PUT', url: `/api/v1/candidate/${id}/submit` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'email_not_verified',
      error_description:
        'Verify your email address before you submit: open the link we emailed you, or ask for a new one.',
    });
    expect(await candidateRow(t, id)).toMatchObject({ status: 'PENDING', appliedAt: null });

    const resent = await unverified.request({ method: 'POST', url: '/api/v1/user/verification' });
    expect(resent.statusCode).toBe(204);
    const message = t.messages
      .filter((m) => m.recipient === email && m.template === 'email-verification')
      .at(-1);
    const token = message ? /\/verify-email\/([A-Za-z0-9_-]+)/.exec(message.body)?.[1] : undefined;
    if (!token) throw new Error('no verification link was sent');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/public/verifyEmail',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);

    const submitted = await unverified.request({ method: 'PUT', url: `/api/v1/candidate/${id}/submit` });
    expect(submitted.statusCode).toBe(200);
    expect((await candidateRow(t, id)).status).toBe('ACTIVE');
  });

  it('sends a verified account no new link', async () => {
    const verified = await createCandidateAccount(t, 'already.verified@students.test', 'Ife');
    const response = await verified.request({ method: 'POST', url: '/api/v1/user/verification' });
    expect(response.statusCode).toBe(204);
    expect(t.messages.filter((m) => m.recipient === 'already.verified@students.test')).toEqual([]);
  });
});
