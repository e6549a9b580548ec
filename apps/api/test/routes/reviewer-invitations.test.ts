import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/accounts/secrets.ts';
import { candidates, tokens } from '../../src/db/schema/index.ts';
import { auditRowsOf } from '../support/pipeline-fixtures.ts';
import { applicantOn, configureOrganization, newRole } from '../support/screening-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let role: Awaited<ReturnType<typeof newRole>>;
let priya: number;
let sam: number;
let northwindApplication: number;
let northwindRole: Awaited<ReturnType<typeof newRole>>;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  role = await newRole(t, 'hartwell', 'Reviewed by counsel 2028');
  priya = (await applicantOn(t, role, stageIds.applied, '2026-05-01', 'Priya')).id;
  sam = (await applicantOn(t, role, stageIds.forReview, '2026-05-02', 'Sam')).id;
  await t.db.update(candidates).set({ ethnicity: 'Prefer not to say' }).where(eq(candidates.id, priya));
  northwindRole = await newRole(t, 'northwind', 'Northwind screening 2028');
  northwindApplication = (await applicantOn(t, northwindRole, stageIds.applied, '2026-05-03')).id;
  await configureOrganization(t, role.organizationId, {
    text: { reviewEmailDomains: 'counsel.test,hartwell.test' },
  });
});
afterAll(() => t.close());

const invite = (caller: SignedIn, payload: Record<string, unknown>) =>
  caller.request({ method: 'POST', url: `/api/v1/organization/${role.organizationId}/reviewers`, payload });
const queueOf = (secret: string, organization = 'hartwell') =>
  t.app.inject({ method: 'GET', url: `/api/public/organization/${organization}/token/${secret}/candidates` });
const invitationsSent = async () => {
  await t.app.services.outbox.flush();
  return t.messages.filter((message) => message.template === 'reviewer-invitation');
};

describe('POST /api/v1/organization/{orgId}/reviewers', () => {
  it("refuses an email outside the organisation's review domains, field by field, and sends nothing", async () => {
    const before = (await invitationsSent()).length;
    const response = await invite(manager, {
      emails: ['reader@counsel.test', 'someone@gmail.com'],
      candidateIds: [priya, northwindApplication],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'emails.1', message: 'Reviewers must use an email address at counsel.test, hartwell.test.' },
      { field: 'candidateIds.1', message: 'This candidate is not an application of your organisation.' },
    ]);
    expect((await invitationsSent()).length).toBe(before);
  });

  it('refuses every invitation while the organisation has no review domains, and sends nothing', async () => {
    const before = (await invitationsSent()).length;
    const northwind = await signIn(t.app, 'hm@northwind.test');
    const response = await northwind.request({
      method: 'POST',
      url: `/api/v1/organization/${northwindRole.organizationId}/reviewers`,
      payload: { emails: ['reader@northwind.test'], candidateIds: [northwindApplication] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'emails',
        message:
          'Set your organisation’s review email domains in Settings before inviting outside reviewers.',
      },
    ]);
    expect((await invitationsSent()).length).toBe(before);
  });

  it("answers another organisation's manager 404 and sends nothing", async () => {
    const before = (await invitationsSent()).length;
    const northwind = await signIn(t.app, 'hm@northwind.test');
    const response = await invite(northwind, { emails: ['reader@counsel.test'], candidateIds: [priya] });
    expect(response.statusCode).toBe(404);
    expect((await invitationsSent()).length).toBe(before);
  });

  it('emails a link whose token opens the queue and the existing reviewer routes, and audits without the token', async () => {
    const response = await invite(manager, {
      emails: ['Reader@Counsel.test'],
      candidateIds: [priya, sam],
      message: 'Please screen these by Friday.',
      expiresInDays: 7,
    });
    expect(response.statusCode).toBe(200);
    const [sent] = response.json().sent;
    expect(sent.email).toBe('reader@counsel.test');
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const email = (await invitationsSent()).find((message) => message.recipient === 'reader@counsel.test');
    expect(email?.subject).toBe('Hartwell & Finch LLP asks you to review applications');
    expect(email?.body).toContain('Please screen these by Friday.');
    const link = new URL(/https?:\/\/\S+/.exec(email?.body ?? '')?.[0] ?? 'http://missing');
    expect(link.hostname.startsWith('hartwell.')).toBe(true);
    expect(link.pathname).toBe('/screen');
    expect(link.searchParams.get('organization')).toBe('hartwell');
    const secret = link.searchParams.get('token') ?? '';

    const queue = await queueOf(secret);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toMatchObject({
      organization: { id: role.organizationId, name: 'Hartwell & Finch LLP' },
      reviewerName: 'reader@counsel.test',
      candidates: [
        { id: priya, name: 'Priya Applicant', roleName: 'Reviewed by counsel 2028', reviewed: false },
        { id: sam, name: 'Sam Applicant', roleName: 'Reviewed by counsel 2028', reviewed: false },
      ],
    });
    expect(queue.body).not.toContain('Prefer not to say');

    const base = `/api/public/organization/hartwell/token/${secret}/candidate`;
    expect((await t.app.inject({ method: 'GET', url: `${base}/${priya}` })).statusCode).toBe(200);
    const feedback = await t.app.inject({
      method: 'POST',
      url: `${base}/${priya}`,
      payload: { recommendation: 'Progress', comment: 'Clear reasoning.' },
    });
    expect(feedback.statusCode).toBe(201);
    const afterFeedback = (await queueOf(secret)).json().candidates;
    expect(afterFeedback.map((entry: { reviewed: boolean }) => entry.reviewed)).toEqual([true, false]);
    const score = await t.app.inject({
      method: 'POST',
      url: `${base}/${sam}/score`,
      payload: { score: 4, totalScore: 5 },
    });
    expect(score.statusCode).toBeLessThan(300);
    // A score carries no reviewer, so it does not tick the list: only this reviewer's comment does.
    expect((await queueOf(secret)).json().candidates[1].reviewed).toBe(false);

    const audit = (await auditRowsOf(t.db, 'candidate.review.invite')).at(-1);
    expect(audit?.details).toMatchObject({ count: 1, candidateCount: 2, domains: ['counsel.test'] });
    expect(JSON.stringify(audit?.details)).not.toContain(secret);
  });
});

describe('GET /api/public/organization/{id}/token/{token}/candidates', () => {
  async function linkFor(candidateIds: number[]) {
    await invite(manager, { emails: ['second.reader@hartwell.test'], candidateIds });
    const email = (await invitationsSent()).at(-1);
    return (
      new URL(/https?:\/\/\S+/.exec(email?.body ?? '')?.[0] ?? 'http://missing').searchParams.get('token') ??
      ''
    );
  }

  it('withholds names at a blind-review stage and drops applications deleted since', async () => {
    const gone = (await applicantOn(t, role, stageIds.applied, '2026-05-04')).id;
    const secret = await linkFor([priya, sam, gone]);
    await t.db.update(candidates).set({ deletedAt: new Date() }).where(eq(candidates.id, gone));
    await configureOrganization(t, role.organizationId, { textArrays: { blindReviewStages: ['1'] } });
    const queue = (await queueOf(secret)).json();
    await configureOrganization(t, role.organizationId, { textArrays: { blindReviewStages: [] } });
    expect(
      queue.candidates.map((entry: { id: number; name: string | null }) => [entry.id, entry.name]),
    ).toEqual([
      [priya, null],
      [sam, 'Sam Applicant'],
    ]);
  });

  it('answers 404 for an unknown, expired or spent link, and for another organisation', async () => {
    const secret = await linkFor([priya]);
    expect((await queueOf(secret, 'northwind')).statusCode).toBe(404);
    const unknown = await queueOf('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_description).toBe('The link was not found.');
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashSecret(secret)));
    expect((await queueOf(secret)).statusCode).toBe(404);
  });
});
