import { stageIds } from '@shortlist/domain/stages';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema/index.ts';
import { clock } from '../../src/shared/clock.ts';
import {
  applicantsOf,
  organizationIdOf,
  outboxRowsFor,
  roleIdsOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: rejections wait for 09:00 the next working day in the organisation's zone (Europe/London), each in
// the wording of the stage the candidate was rejected from, and only with a reason from the organisation's list.

let t: TestApp;
let hartwell: number;
let roleId: number;
let manager: SignedIn;

const day = 24 * 60 * 60 * 1000;

/** The Friday before the last Sunday of a month (the UK's clock change), at a UTC hour. */
function fridayBeforeClockChange(year: number, month: number, utcHour: number): Date {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return new Date(Date.UTC(year, month, lastSunday - 2, utcHour));
}

/** Moves the app's clock to an instant still ahead of it (tests only move it forward). */
function setClockTo(instant: Date) {
  clock.advance(instant.getTime() - clock.now().getTime());
}

const makeApplicants = applicantsOf(() => ({ db: t.db, organizationId: hartwell, roleId }), 'rejected');
const applicants = (count: number, stageId: number) => makeApplicants(count, stageId);

const reject = (id: number, payload?: unknown) =>
  manager.request({
    method: 'POST',
    url: `/api/v1/candidate/${id}/ostage/${stageIds.rejected}`,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const sentTo = (name: string) => t.messages.filter((message) => message.recipient.startsWith(`${name}-`));

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId = 0] = await roleIdsOf(t.db, hartwell);
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('a rejection’s reason', () => {
  it('is required, must be the organisation’s, and is kept with who gave it and when', async () => {
    const { ids, name } = await applicants(1, stageIds.forApplicationReview);
    const [id = 0] = ids;
    for (const payload of [undefined, {}, { rejectionReasonId: 'no-such-reason' }]) {
      const response = await reject(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'rejectionReasonId', message: expect.any(String) }]);
    }
    expect(await outboxRowsFor(t.db, name)).toEqual([]);

    const response = await reject(id, { rejectionReasonId: 'application-answers' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row).toMatchObject({
      stageId: stageIds.rejected,
      rejectionReasonId: 'application-answers',
      rejectedByUserId: await userIdOf(t.db, 'hm@hartwell.test'),
      rejectedAt: expect.any(Date),
    });
    expect((await outboxRowsFor(t.db, name)).map((each) => each.template)).toEqual([
      'rejected-after-application-review',
    ]);
  });

  it('is required of the screening queue’s reject too', async () => {
    const { ids } = await applicants(1, stageIds.forApplicationReview);
    const url = `/api/v1/organization/${hartwell}/screening/${ids[0]}`;
    const refused = await manager.request({ method: 'POST', url, payload: { decision: 'reject' } });
    expect(refused.statusCode).toBe(400);
    const taken = await manager.request({
      method: 'POST',
      url,
      payload: { decision: 'reject', rejectionReasonId: 'academic-threshold' },
    });
    expect(taken.statusCode).toBe(200);
    const [row] = await t.db.select().from(candidates).where(inArray(candidates.id, ids));
    expect(row?.rejectionReasonId).toBe('academic-threshold');
  });
});

describe('a rejection scheduled for the next working morning', () => {
  it('goes on Monday at 09:00 GMT when made on a Friday evening before the October clock change', async () => {
    const year = clock.now().getUTCFullYear() + 1;
    // 18:00 BST on the Friday before the clocks go back.
    setClockTo(fridayBeforeClockChange(year, 9, 17));
    const { ids, name } = await applicants(2, stageIds.atInterview);
    for (const id of ids)
      expect((await reject(id, { rejectionReasonId: 'interview-performance' })).statusCode).toBe(200);

    const monday = new Date(fridayBeforeClockChange(year, 9, 9).getTime() + 3 * day);
    const rows = await outboxRowsFor(t.db, name);
    expect(rows.map((row) => [row.template, row.nextAttemptAt.toISOString()])).toEqual([
      ['rejected-after-interview', monday.toISOString()],
      ['rejected-after-interview', monday.toISOString()],
    ]);

    setClockTo(new Date(monday.getTime() - 60 * 1000));
    await t.app.services.outbox.flush();
    expect(sentTo(name)).toEqual([]);
    setClockTo(monday);
    await t.app.services.outbox.flush();
    expect(sentTo(name).map((message) => message.template)).toEqual([
      'rejected-after-interview',
      'rejected-after-interview',
    ]);
  });

  it('goes on Monday at 09:00 BST when made on a Friday evening before the March clock change', async () => {
    const year = clock.now().getUTCFullYear() + 1;
    // 18:00 GMT on the Friday before the clocks go forward.
    setClockTo(fridayBeforeClockChange(year, 2, 18));
    const { ids, name } = await applicants(1, stageIds.assessmentCentre);
    expect(
      (await reject(ids[0] ?? 0, { rejectionReasonId: 'assessment-centre-performance' })).statusCode,
    ).toBe(200);
    const monday = new Date(fridayBeforeClockChange(year, 2, 8).getTime() + 3 * day);
    const [row] = await outboxRowsFor(t.db, name);
    expect(row?.template).toBe('rejected-after-assessment-centre');
    expect(row?.nextAttemptAt.toISOString()).toBe(monday.toISOString());
    expect(monday.toISOString()).toMatch(/T08:00:00/);
  });
});
