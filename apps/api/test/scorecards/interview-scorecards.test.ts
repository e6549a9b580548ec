import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorecards } from '../../src/db/schema/index.ts';
import { bookFor, scheduleWithInvitees } from '../scheduling/schedule-setup.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: booking an interview in a slot with interviewers gives each of them a draft scorecard dated at the
// slot's start, for the reminder a day after; a manager by their account, anyone else as an outside assessor.

let t: TestApp;
let manager: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

describe('a booked interview', () => {
  it('makes a draft scorecard for each interviewer of the slot, at its start', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [slot] = slots;
    const [robin] = invitees;
    if (!slot || !robin) throw new Error('no setup');
    const named = await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${slot.id}`,
      payload: { interviewerEmails: ['HM@hartwell.test', 'panel.partner@counsel.test'] },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await bookFor(manager, scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);

    const drafts = await t.db.select().from(scorecards).where(eq(scorecards.candidateId, robin.candidateId));
    const startAt = new Date(slot.startDateTime * 1000);
    expect(drafts).toHaveLength(2);
    expect(drafts).toContainEqual(
      expect.objectContaining({
        assessorUserId: await userIdOf(t.db, 'hm@hartwell.test'),
        status: 'draft',
        assessedAt: startAt,
      }),
    );
    expect(drafts).toContainEqual(
      expect.objectContaining({
        assessorUserId: null,
        assessorEmail: 'panel.partner@counsel.test',
        assessedAt: startAt,
      }),
    );
    // The manager sees their own draft on the record; the other is only counted.
    const read = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${drafts[0]?.organizationId}/candidate/${robin.candidateId}/scorecards`,
    });
    const stage = read.json().stages.find((each: { stageId: number }) => each.stageId === drafts[0]?.stageId);
    expect(stage).toMatchObject({
      mine: [expect.objectContaining({ status: 'draft' })],
      hidden: { count: 1, submitted: 0 },
    });
  });
});
