import { withinMeetingHours } from '@shortlist/domain/meeting-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Radicale } from '../support/radicale.ts';
import { busyEvent, radicalePassword, startRadicale } from '../support/radicale.ts';
import { organizationOf, windowInDays } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { scheduleWithInvitees } from './schedule-setup.ts';

// Issue 34: a panel is staffed only where each member is free: not busy in their connected calendar (a real
// Radicale here) and inside their own meeting hours.

let t: TestApp;
let radicale: Radicale;
let managerAdmin: SignedIn;

const hour = 3600;
const pool = ['hm@hartwell.test', 'ann.busy@hartwell.test', 'ben.mornings@hartwell.test', 'cal@outside.test'];
const window = windowInDays(15, 2);
const day = { ...window, parentEndDateTime: window.parentStartDateTime + 8 * hour };
// Ann is busy in her calendar from the third slot's start to the fifth's.
const annBusy = { start: day.parentStartDateTime + 2 * hour, end: day.parentStartDateTime + 4 * hour };
const everyMorning = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => [
    weekday,
    [{ start: '00:00', end: '12:00' }],
  ]),
);

beforeAll(async () => {
  [t, radicale] = await Promise.all([startTestApp({ CALENDAR_TIMEOUT_MS: '3000' }), startRadicale(['ann'])]);
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  const calendar = await radicale.calendar('ann', 'work');
  await radicale.put(
    calendar,
    'ann',
    'partners.ics',
    busyEvent('partners', new Date(annBusy.start * 1000), new Date(annBusy.end * 1000)),
  );
  const connected = await managerAdmin.request({
    method: 'PUT',
    url: '/api/v1/calendar-connections',
    payload: {
      provider: 'caldav',
      interviewerEmail: 'ann.busy@hartwell.test',
      calendarUrl: calendar,
      username: 'ann',
      password: radicalePassword('ann'),
    },
  });
  expect(connected.statusCode).toBe(200);
  const { id: organizationId } = await organizationOf(t, 'hartwell');
  const hours = await managerAdmin.request({
    method: 'PUT',
    url: `/api/v1/organization/${organizationId}/meeting-hours/interviewers/${encodeURIComponent('ben.mornings@hartwell.test')}`,
    payload: { meetingHours: everyMorning },
  });
  expect(hours.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close()]);
});

describe('panels staffed where each member is free', () => {
  it('seats nobody in their calendar’s busy time or outside their meeting hours, and still fills every seat', async () => {
    const { slots } = await scheduleWithInvitees(t, managerAdmin, 0, {
      windows: [day],
      panel: { interviewerEmails: pool, dailyMaximum: 8 },
    });
    expect(slots).toHaveLength(8);
    for (const slot of slots) expect(slot.interviewerEmails).toHaveLength(2);
    const seated = (email: string) => slots.filter((slot) => slot.interviewerEmails.includes(email));
    const clashesWithAnn = (slot: { startDateTime: number; endDateTime: number }) =>
      slot.startDateTime < annBusy.end && slot.endDateTime > annBusy.start;
    expect(seated('ann.busy@hartwell.test').length).toBeGreaterThan(0);
    expect(seated('ann.busy@hartwell.test').filter(clashesWithAnn)).toEqual([]);
    expect(seated('ben.mornings@hartwell.test').length).toBeGreaterThan(0);
    for (const slot of seated('ben.mornings@hartwell.test')) {
      const [start, end] = [new Date(slot.startDateTime * 1000), new Date(slot.endDateTime * 1000)];
      expect(withinMeetingHours(everyMorning, start, end, 'Europe/London')).toBe(true);
    }
  });
});
