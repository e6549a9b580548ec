import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowInDays } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import type { ScheduleSlot } from './schedule-setup.ts';
import { scheduleWithInvitees } from './schedule-setup.ts';

// Issue 34: the wizard names a panel pool and a daily maximum; slots are staffed from it automatically.

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const pool = [
  'hm@hartwell.test',
  'ann.panel@hartwell.test',
  'ben.panel@hartwell.test',
  'assessor.panel@outside.test',
];
const hour = 3600;

/** A working day of eight one-hour slots, `days` from now, with panels of two. */
const day = (days: number) => {
  const window = windowInDays(days, 2);
  return { ...window, parentEndDateTime: window.parentStartDateTime + 8 * hour };
};

const loads = (slots: ScheduleSlot[]) =>
  pool.map((email) => slots.filter((slot) => slot.interviewerEmails.includes(email)).length);

describe('panels chosen in the wizard', () => {
  it('staffs 8 slots with panels of 2 from 4 interviewers, balanced and stored on the schedule', async () => {
    const { slots, scheduleId } = await scheduleWithInvitees(t, manager, 0, {
      windows: [day(10)],
      panel: { interviewerEmails: pool, dailyMaximum: 4 },
    });
    expect(slots).toHaveLength(8);
    for (const slot of slots) expect(slot.interviewerEmails).toHaveLength(2);
    expect(loads(slots)).toEqual([4, 4, 4, 4]);
    const detail = await manager.request({ method: 'GET', url: `/api/v1/schedules/${scheduleId}` });
    expect(detail.json()).toMatchObject({ interviewerEmails: pool, dailyMaximum: 4 });
  });

  it('keeps to the daily maximum and leaves seats empty rather than exceed it', async () => {
    const { slots } = await scheduleWithInvitees(t, manager, 0, {
      windows: [day(11)],
      panel: { interviewerEmails: pool, dailyMaximum: 3 },
    });
    expect(loads(slots)).toEqual([3, 3, 3, 3]);
    expect(slots.reduce((seats, slot) => seats + slot.interviewerEmails.length, 0)).toBe(12);
  });

  it("does not seat someone on another schedule's overlapping slot", async () => {
    const first = await scheduleWithInvitees(t, manager, 0, {
      windows: [day(12)],
      panel: { interviewerEmails: pool.slice(0, 2), dailyMaximum: 8 },
    });
    // The first two sit every slot of the first schedule; the second can only use the other two.
    expect(loads(first.slots)).toEqual([8, 8, 0, 0]);
    const second = await scheduleWithInvitees(t, manager, 0, {
      windows: [day(12)],
      panel: { interviewerEmails: pool, dailyMaximum: 8 },
    });
    expect(loads(second.slots)).toEqual([0, 0, 8, 8]);
  });

  it("counts the organisation's other interviews that day towards the daily maximum", async () => {
    const early = windowInDays(14, 1);
    await scheduleWithInvitees(t, manager, 0, {
      windows: [{ ...early, parentEndDateTime: early.parentStartDateTime + 2 * hour }],
      panel: { interviewerEmails: pool.slice(0, 1), dailyMaximum: 8 },
    });
    const later = { ...early, parentStartDateTime: early.parentStartDateTime + 4 * hour };
    const { slots } = await scheduleWithInvitees(t, manager, 0, {
      windows: [{ ...later, parentEndDateTime: later.parentStartDateTime + 3 * hour }],
      panel: { interviewerEmails: pool.slice(0, 1), dailyMaximum: 3 },
    });
    // Two sat in the morning, so one more in the afternoon.
    expect(loads(slots)[0]).toBe(1);
  });

  it('refuses a bad panel field by field and stores nothing', async () => {
    const before = (await manager.request({ method: 'GET', url: '/api/v1/schedules' })).json().length;
    const refused = await manager.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: {
        roleId: 1,
        stageId: 2,
        type: 'SCHEDULER',
        name: 'Bad panel',
        durationMinutes: 60,
        deadlineDays: 3,
        windows: [day(13)],
        panel: { interviewerEmails: ['ann.panel@hartwell.test', 'not an email'], dailyMaximum: 0 },
      },
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['panel.interviewerEmails.1', 'panel.dailyMaximum']));
    expect((await manager.request({ method: 'GET', url: '/api/v1/schedules' })).json()).toHaveLength(before);
  });
});
