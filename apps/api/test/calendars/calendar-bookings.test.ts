import type { Radicale } from '@shortlist/protocol-peers/radicale';
import { radicalePassword, startRadicale } from '@shortlist/protocol-peers/radicale';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections, calendarEvents } from '../../src/db/schema/index.ts';
import { bookFor, delivered, scheduleWithInvitees } from '../scheduling/schedule-setup.ts';
import { windowInDays } from '../support/scheduling-fixtures.ts';
import { refusedCalendarUrl } from '../support/silent-calendar.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let radicale: Radicale;
let manager: SignedIn;
let managerAdmin: SignedIn;
let hmCalendar: string;
let assessorCalendar: string;

beforeAll(async () => {
  [t, radicale] = await Promise.all([
    startTestApp({ CALENDAR_TIMEOUT_MS: '3000' }),
    startRadicale(['hm', 'assessor']),
  ]);
  [manager, managerAdmin] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
  ]);
  hmCalendar = await radicale.calendar('hm', 'interviews');
  assessorCalendar = await radicale.calendar('assessor', 'work');
  const connect = (as: SignedIn, payload: Record<string, unknown>) =>
    as.request({ method: 'PUT', url: '/api/v1/calendar-connections', payload });
  await connect(manager, {
    provider: 'caldav',
    calendarUrl: hmCalendar,
    username: 'hm',
    password: radicalePassword('hm'),
  });
  await connect(managerAdmin, {
    provider: 'caldav',
    interviewerEmail: 'assessor@outside.test',
    calendarUrl: assessorCalendar,
    username: 'assessor',
    password: radicalePassword('assessor'),
  });
  // A panel member whose calendar server is down.
  await connect(managerAdmin, {
    provider: 'caldav',
    interviewerEmail: 'down@outside.test',
    calendarUrl: await refusedCalendarUrl(),
    username: 'down',
    password: 'whatever-it-was',
  });
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close()]);
});

/** The events of a Radicale calendar, read back with ical.js: UID, SEQUENCE and start. */
async function eventsIn(calendarUrl: string, user: string) {
  const objects = await radicale.objects(calendarUrl, user);
  return [...objects.values()].map((text) => {
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().getTime() / 1000,
      summary: event.summary,
      attendees: event.attendees
        .map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, ''))
        .sort(),
    };
  });
}

describe('bookings written to the panel’s calendars', () => {
  it('writes the booking to each connected panel member’s calendar after it commits, moves it in place, follows the panel, and removes it on cancellation', async () => {
    const panel = ['hm@hartwell.test', 'assessor@outside.test', 'down@outside.test'];
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1, {
      windows: [{ ...windowInDays(4, 3), interviewerEmails: panel }],
    });
    const [first, second] = slots;
    const invitee = invitees[0];
    if (!first || !second || !invitee) throw new Error('the schedule has no slots');

    const booked = await bookFor(manager, scheduleId, invitee.invitationId, first.id);
    expect(booked.statusCode).toBe(200);
    // The booking's emails go out whether or not a calendar answers.
    expect(await delivered(t, 'down@outside.test', 'interviewer-calendar')).toHaveLength(1);
    await t.app.services.calendars.writes.syncPending();
    const [hmEvent] = await eventsIn(hmCalendar, 'hm');
    expect(hmEvent).toMatchObject({
      sequence: 0,
      start: first.startDateTime,
      summary: expect.stringMatching(/^Interview: First round/),
    });
    expect(hmEvent?.attendees).toEqual([...panel].sort());
    expect(await eventsIn(assessorCalendar, 'assessor')).toEqual([hmEvent]);
    // The calendar that is down is recorded, and nothing is stored for it.
    const [down] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.email, 'down@outside.test'));
    expect(down).toMatchObject({
      status: 'failing',
      lastError: 'The calendar server refused the connection.',
    });
    expect((await t.db.select().from(calendarEvents)).map((row) => row.uid)).toEqual([
      hmEvent?.uid,
      hmEvent?.uid,
    ]);

    const moved = await bookFor(manager, scheduleId, invitee.invitationId, second.id);
    expect(moved.statusCode).toBe(200);
    await t.app.services.calendars.writes.syncPending();
    // The same event (one resource, the same UID), at the new time with a higher SEQUENCE.
    expect(await eventsIn(hmCalendar, 'hm')).toEqual([
      { ...hmEvent, sequence: 1, start: second.startDateTime },
    ]);
    expect(await eventsIn(assessorCalendar, 'assessor')).toEqual([
      { ...hmEvent, sequence: 1, start: second.startDateTime },
    ]);

    // The assessor leaves the booked slot's panel: their event goes, the manager's stays.
    const panelChanged = await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${second.id}`,
      payload: { interviewerEmails: ['hm@hartwell.test'] },
    });
    expect(panelChanged.statusCode).toBe(200);
    await t.app.services.calendars.writes.syncPending();
    expect(await eventsIn(assessorCalendar, 'assessor')).toEqual([]);
    expect((await eventsIn(hmCalendar, 'hm')).map((event) => event.attendees)).toEqual([
      ['hm@hartwell.test'],
    ]);

    const cancelled = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${invitee.invitationId}/booking`,
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.services.calendars.writes.syncPending();
    expect(await eventsIn(hmCalendar, 'hm')).toEqual([]);
    expect(await eventsIn(assessorCalendar, 'assessor')).toEqual([]);
    expect(await t.db.select().from(calendarEvents)).toEqual([]);
  });
});
