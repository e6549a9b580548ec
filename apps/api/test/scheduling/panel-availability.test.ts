import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { withinMeetingHours } from '@shortlist/domain/meeting-hours';
import type { Radicale } from '@shortlist/protocol-peers/radicale';
import { busyEvent, radicalePassword, startRadicale } from '@shortlist/protocol-peers/radicale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationOf, windowInDays } from '../support/scheduling-fixtures.ts';
import { refusedCalendarUrl } from '../support/silent-calendar.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { bookFor, scheduleWithInvitees } from './schedule-setup.ts';

// Issue 34: a panel is staffed only where each member is free: not busy in their connected calendar (a real
// Radicale here) and inside their own meeting hours.

let t: TestApp;
let radicale: Radicale;
let managerAdmin: SignedIn;
let annCalendar: string;

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
) as MeetingHours;

beforeAll(async () => {
  [t, radicale] = await Promise.all([startTestApp({ CALENDAR_TIMEOUT_MS: '3000' }), startRadicale(['ann'])]);
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  annCalendar = await radicale.calendar('ann', 'work');
  await radicale.put(
    annCalendar,
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
      calendarUrl: annCalendar,
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

  it('moves a booking off a member busy at the new time, asking their calendar afresh, and says which calendar could not be asked', async () => {
    const down = await managerAdmin.request({
      method: 'PUT',
      url: '/api/v1/calendar-connections',
      payload: {
        provider: 'caldav',
        interviewerEmail: 'down@outside.test',
        calendarUrl: await refusedCalendarUrl(),
        username: 'down',
        password: 'whatever-it-was',
      },
    });
    expect(down.statusCode).toBe(200);
    const next = windowInDays(16, 2);
    const panel = ['ann.busy@hartwell.test', 'down@outside.test'];
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, managerAdmin, 1, {
      windows: [{ ...next, interviewerEmails: panel }],
    });
    const [first, second] = slots;
    const invitee = invitees[0];
    if (!first || !second || !invitee) throw new Error('the schedule has no slots');
    expect((await bookFor(managerAdmin, scheduleId, invitee.invitationId, first.id)).statusCode).toBe(200);
    // Ann's calendar fills the second slot's hour after the schedule was made: only a fresh look sees it.
    await radicale.put(
      annCalendar,
      'ann',
      'late-meeting.ics',
      busyEvent('late-meeting', new Date(second.startDateTime * 1000), new Date(second.endDateTime * 1000)),
    );
    const moved = await bookFor(managerAdmin, scheduleId, invitee.invitationId, second.id);
    expect(moved.statusCode).toBe(200);
    const reply = moved.json();
    expect(reply.panelChange.left).toContain('ann.busy@hartwell.test');
    expect(reply.calendarsUnchecked).toEqual(['down@outside.test']);
    const now = reply.slots.find((slot: { id: number }) => slot.id === second.id);
    expect(now.interviewerEmails).not.toContain('ann.busy@hartwell.test');
  });
});
