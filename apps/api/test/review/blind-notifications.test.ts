import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarOf } from '../scheduling/parse-calendar.ts';
import { bookFor, delivered, scheduleWithInvitees } from '../scheduling/schedule-setup.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { setBlindStages } from './review-world.ts';

// Issue 31, item 9: blind review holds in what the product tells interviewers, not only in API replies.

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const interviewer = 'blind.panel@hartwell.test';

describe('interviewer notices of a booking at a blind-review stage', () => {
  it("name the application by its number and leave the candidate's name and email out", async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [slot] = slots;
    const [robin] = invitees;
    if (!slot || !robin) throw new Error('no setup');
    await setBlindStages(t, [stageIds.firstRound]);
    await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${slot.id}`,
      payload: { interviewerEmails: [interviewer] },
    });
    expect((await bookFor(manager, scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);
    const [notice] = await delivered(t, interviewer, 'interviewer-calendar');
    if (!notice) throw new Error('the interviewer was not told');
    const calendar = calendarOf(notice);
    expect(calendar.attendees).toEqual([interviewer]);
    const text = `${notice.subject}\n${notice.body}\n${calendar.description}`;
    expect(text).not.toContain(robin.email);
    expect(text).not.toContain('Robin');
    expect(text).toContain(`Candidate ${robin.candidateId}`);
    // The candidate's own confirmation still names them.
    const [own] = await delivered(t, robin.email, 'interview-booked');
    expect(own).toBeDefined();
  });
});
