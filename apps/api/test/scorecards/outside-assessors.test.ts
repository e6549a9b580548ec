import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorecards, tokens } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';
import type { ScorecardWorld } from './scorecard-world.ts';
import { emailsTo, interview, startScorecardWorld } from './scorecard-world.ts';

// Issue 33: managers ask assessors for scorecards; an outside assessor scores from an emailed link without an
// account, and the link opens their own scorecard only. A draft still open a day after the interview is reminded once.

let t: TestApp;
let w: ScorecardWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await startScorecardWorld(t, 'outside');
});
afterAll(() => t.close());

const linkIn = (body: string) => {
  const match = /\/screen\/scorecard\?organization=([\w-]+)&token=([\w.~-]+)/.exec(body);
  if (!match) throw new Error(`no scorecard link in ${body}`);
  return { organization: match[1] ?? '', token: match[2] ?? '' };
};
const publicUrl = (link: { organization: string; token: string }) =>
  `/api/public/organization/${link.organization}/scorecard/${link.token}`;

async function requestFrom(candidateId: number, assessors: unknown[], assessedAt?: string) {
  const response = await w.first.request({
    method: 'POST',
    url: `/api/v1/organization/${w.hartwell}/candidate/${candidateId}/scorecards`,
    payload: { stageId: interview, assessors, ...(assessedAt ? { assessedAt } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const fullCard = (rating: number, words: string) => ({
  ratings: w.competencyIds.slice(0, 2).map((competencyId) => ({ competencyId, rating, evidence: words })),
  recommendation: 'strong_yes',
  privateNotes: `${words} private`,
  submit: true,
});

describe('an outside assessor’s link', () => {
  it('opens their own scorecard, hides others’ until they submit, then shows the submitted ones', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const email = 'partner.panel@counsel.test';
    const requested = await requestFrom(candidateId, [
      { email, name: 'Pat Partner' },
      { userId: w.secondUserId },
    ]);
    expect(requested.emailed).toEqual([email]);
    expect(
      requested.scorecards.map((each: { assessor: { name: string } }) => each.assessor.name).sort(),
    ).toEqual(['Pat Partner', 'Sam Second']);
    const [message] = await emailsTo(t, email);
    expect(message?.template).toBe('scorecard-request');
    const link = linkIn(message?.body ?? '');

    // The manager submits first; the outside assessor's page shows only that one exists.
    await w.second.request({
      method: 'POST',
      url: `/api/v1/organization/${w.hartwell}/candidate/${candidateId}/scorecard`,
      payload: { stageId: interview, ...fullCard(2, 'Manager evidence') },
    });
    const before = await t.app.inject({ method: 'GET', url: publicUrl(link) });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.body).not.toContain('Manager evidence');
    expect(before.json().stage).toMatchObject({ othersVisible: false, hidden: { count: 1, submitted: 1 } });
    expect(before.json().scorecard.assessor).toMatchObject({ name: 'Pat Partner', outside: true });

    const saved = await t.app.inject({
      method: 'POST',
      url: publicUrl(link),
      payload: fullCard(5, 'Partner evidence'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.scorecard).toMatchObject({ status: 'submitted', recommendation: 'strong_yes' });
    expect(after.stage.others).toEqual([
      expect.objectContaining({
        assessor: expect.objectContaining({ name: 'Sam Second' }),
        privateNotes: null,
      }),
    ]);
    expect(saved.body).not.toContain('Manager evidence private');
    const [row] = await t.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.candidateId, candidateId), eq(scorecards.assessorEmail, email)));
    expect(row).toMatchObject({ status: 'submitted', assessorName: 'Pat Partner' });
  });

  it('refuses a forged token, another organisation’s key and an expired link, changing nothing', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const email = 'expiring.assessor@counsel.test';
    await requestFrom(candidateId, [{ email }]);
    const link = linkIn((await emailsTo(t, email))[0]?.body ?? '');
    const forged = await t.app.inject({
      method: 'GET',
      url: publicUrl({ ...link, token: `${link.token}x` }),
    });
    expect(forged.statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: publicUrl({ ...link, organization: 'northwind' }),
    });
    expect(elsewhere.statusCode).toBe(404);
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.purpose, 'organization'));
    const expired = await t.app.inject({
      method: 'POST',
      url: publicUrl(link),
      payload: fullCard(3, 'Late'),
    });
    expect(expired.statusCode).toBe(404);
    const [row] = await t.db.select().from(scorecards).where(eq(scorecards.candidateId, candidateId));
    expect(row).toMatchObject({ status: 'draft', recommendation: null });
  });

  it('refuses an assessor id that is not a manager of the organisation, field by field', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const response = await w.first.request({
      method: 'POST',
      url: `/api/v1/organization/${w.hartwell}/candidate/${candidateId}/scorecards`,
      payload: { stageId: interview, assessors: [{ userId: 987_654 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'assessors.0.userId', message: expect.any(String) }]);
    expect(await t.db.select().from(scorecards).where(eq(scorecards.candidateId, candidateId))).toEqual([]);
  });
});

describe('reminders', () => {
  it('reminds an assessor once, a day after the interview, only while their scorecard is a draft', async () => {
    const [waiting = 0, done = 0] = await w.candidatesAtInterview(2);
    const interviewAt = new Date(Date.now() - 60 * 60 * 1000);
    const email = 'slow.assessor@counsel.test';
    await requestFrom(waiting, [{ email }], interviewAt.toISOString());
    await requestFrom(done, [{ userId: w.secondUserId }], interviewAt.toISOString());
    await w.second.request({
      method: 'POST',
      url: `/api/v1/organization/${w.hartwell}/candidate/${done}/scorecard`,
      payload: { stageId: interview, ...fullCard(3, 'On time') },
    });
    const { reminders } = t.app.services.scorecards;
    await reminders.sendDue(new Date(interviewAt.getTime() + 23 * 60 * 60 * 1000));
    expect((await emailsTo(t, email)).map((message) => message.template)).toEqual(['scorecard-request']);
    await reminders.sendDue(new Date(interviewAt.getTime() + 25 * 60 * 60 * 1000));
    await reminders.sendDue(new Date(interviewAt.getTime() + 26 * 60 * 60 * 1000));
    const sent = await emailsTo(t, email);
    expect(sent.map((message) => message.template)).toEqual(['scorecard-request', 'scorecard-reminder']);
    expect(sent[1]?.body).toMatch(/\/screen\/scorecard\?organization=hartwell&token=/);
    // The interview's time on the firm's clock (Hartwell: London), and the stage named as a stage.
    expect(sent[1]?.body).toContain('(stage: At interview, ');
    expect(sent[1]?.body).not.toContain('(UTC)');
    const reminded = await t.db.select().from(scorecards).where(eq(scorecards.candidateId, done));
    expect(reminded[0]?.reminderSentAt).toBeNull();
  });
});
