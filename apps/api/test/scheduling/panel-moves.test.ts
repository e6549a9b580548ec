import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { calendarOf } from './parse-calendar.ts';
import type { ScheduleSlot } from './schedule-setup.ts';
import {
  bookAsCandidate,
  bookFor,
  delivered,
  readInterview,
  scheduleWithInvitees,
} from './schedule-setup.ts';

// Issue 34: a booking that moves takes its panel with it, and everyone affected is told the right thing.

let t: TestApp;
let manager: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const partner = 'partner.moves@hartwell.test';
const associate = 'associate.moves@hartwell.test';
const trainee = 'trainee.moves@hartwell.test';
const counsel = 'counsel.moves@outside.test';

const londonTime = (epochSeconds: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(
    epochSeconds * 1000,
  );

const name = (scheduleId: number, slotId: number, interviewerEmails: string[], caller = manager) =>
  caller.request({
    method: 'PUT',
    url: `/api/v1/schedules/${scheduleId}/slots/${slotId}`,
    payload: { interviewerEmails },
  });

/** The last interviewer email to the address, its .ics parsed. */
async function lastCalendar(email: string) {
  const messages = await delivered(t, email, 'interviewer-calendar');
  return { count: messages.length, message: messages.at(-1), calendar: calendarOf(messages.at(-1)) };
}

describe('a reschedule moves the panel', () => {
  it('candidate and manager moves: followers get a REQUEST, leavers a CANCEL of the old time, the seats are refilled', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [nine, ten, eleven] = slots;
    const [robin] = invitees;
    if (!nine || !ten || !eleven || !robin) throw new Error('no setup');
    // Another schedule at the same times keeps the associate busy at eleven and the trainee at ten.
    const other = await scheduleWithInvitees(t, manager, 0);
    const [, otherTen, otherEleven] = other.slots;
    if (!otherTen || !otherEleven) throw new Error('no setup');

    expect((await name(scheduleId, nine.id, [partner, associate])).statusCode).toBe(200);
    expect((await name(scheduleId, ten.id, [counsel])).statusCode).toBe(200);
    expect((await name(scheduleId, eleven.id, [trainee, counsel])).statusCode).toBe(200);
    expect((await bookAsCandidate(t, robin.token, robin.invitationId, nine.startDateTime)).statusCode).toBe(
      200,
    );
    const booked = calendarOf((await delivered(t, robin.email, 'interview-booked')).at(-1));
    expect((await name(other.scheduleId, otherEleven.id, [associate])).statusCode).toBe(200);
    expect((await name(other.scheduleId, otherTen.id, [trainee])).statusCode).toBe(200);
    const counselBefore = (await delivered(t, counsel, 'interviewer-calendar')).length;

    // The candidate moves from nine to eleven: the partner follows; the associate is busy at eleven and
    // leaves; eleven's own trainee takes the seat; its counsel goes to nine, now free.
    expect((await bookAsCandidate(t, robin.token, robin.invitationId, eleven.startDateTime)).statusCode).toBe(
      200,
    );
    const moved = calendarOf((await delivered(t, robin.email, 'interview-moved')).at(-1));
    expect(moved).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, zone: 'Europe/London' });
    expect(moved.localStart).toBe(londonTime(eleven.startDateTime));

    const partnerNow = await lastCalendar(partner);
    expect(partnerNow.calendar).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1 });
    expect(partnerNow.calendar.localStart).toBe(londonTime(eleven.startDateTime));
    expect(partnerNow.message?.body).toContain('is moved');
    const traineeNow = await lastCalendar(trainee);
    expect(traineeNow.calendar).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1 });
    expect(traineeNow.calendar.localStart).toBe(londonTime(eleven.startDateTime));
    expect(traineeNow.message?.body).toContain('is booked');
    const associateNow = await lastCalendar(associate);
    expect(associateNow.calendar).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 1 });
    expect(associateNow.calendar.localStart).toBe(londonTime(nine.startDateTime));
    // The words name the old time too (the bug: a cancellation that read the new time).
    expect(associateNow.message?.body).toContain(`cancelled: `);
    expect(associateNow.message?.body).toContain(londonTime(nine.startDateTime));
    expect(associateNow.message?.body).not.toContain(londonTime(eleven.startDateTime));
    // The counsel was never on this interview: swapped to nine, told nothing.
    expect(await delivered(t, counsel, 'interviewer-calendar')).toHaveLength(counselBefore);

    const afterCandidateMove = await manager.request({
      method: 'GET',
      url: `/api/v1/schedules/${scheduleId}`,
    });
    const panelOf = (id: number) =>
      afterCandidateMove.json().slots.find((slot: ScheduleSlot) => slot.id === id)?.interviewerEmails;
    expect(panelOf(eleven.id)).toEqual([partner, trainee]);
    expect(panelOf(nine.id)).toEqual([counsel, associate]);
    // The manager's page says who was reassigned by the candidate's own move.
    expect(
      afterCandidateMove.json().slots.find((slot: ScheduleSlot) => slot.id === eleven.id)?.panelChange,
    ).toEqual({
      slotId: eleven.id,
      previousSlotId: nine.id,
      kept: [partner],
      joined: [trainee],
      left: [associate],
    });

    // The manager moves it to ten, where the trainee is busy: ten's own counsel replaces them, and the
    // reply says who was reassigned.
    const managerMove = await bookFor(manager, scheduleId, robin.invitationId, ten.id);
    expect(managerMove.statusCode).toBe(200);
    expect(managerMove.json().panelChange).toEqual({
      slotId: ten.id,
      previousSlotId: eleven.id,
      kept: [partner],
      joined: [counsel],
      left: [trainee],
    });
    expect(
      managerMove.json().slots.find((slot: ScheduleSlot) => slot.id === ten.id).interviewerEmails,
    ).toEqual([partner, counsel]);
    const slotsNow = managerMove.json().slots as (ScheduleSlot & { panelChange: unknown })[];
    expect(slotsNow.find((slot) => slot.id === eleven.id)?.panelChange).toBeNull();
    expect(slotsNow.find((slot) => slot.id === ten.id)?.panelChange).toEqual(managerMove.json().panelChange);
    const traineeLeft = await lastCalendar(trainee);
    expect(traineeLeft.calendar).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2 });
    expect(traineeLeft.calendar.localStart).toBe(londonTime(eleven.startDateTime));
    for (const email of [partner, counsel]) {
      const now = await lastCalendar(email);
      expect(now.calendar).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 2 });
      expect(now.calendar.localStart).toBe(londonTime(ten.startDateTime));
    }
    expect(calendarOf((await delivered(t, robin.email, 'interview-moved')).at(-1))).toMatchObject({
      method: 'REQUEST',
      sequence: 2,
      localStart: londonTime(ten.startDateTime),
    });

    // A cancellation: the whole panel gets a CANCEL at the booked time.
    const cancelled = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${robin.invitationId}/booking`,
    });
    expect(cancelled.statusCode).toBe(200);
    for (const email of [partner, counsel]) {
      const now = await lastCalendar(email);
      expect(now.calendar).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 3 });
      expect(now.calendar.localStart).toBe(londonTime(ten.startDateTime));
    }
    expect(calendarOf((await delivered(t, robin.email, 'interview-cancelled')).at(-1))).toMatchObject({
      method: 'CANCEL',
      sequence: 3,
    });
  });

  it('refuses, 409 naming them, someone already on an overlapping booked interview', async () => {
    const first = await scheduleWithInvitees(t, manager, 1);
    const second = await scheduleWithInvitees(t, manager, 0);
    const [slot] = first.slots;
    const [sameTime, later] = second.slots;
    const [robin] = first.invitees;
    if (!slot || !sameTime || !later || !robin) throw new Error('no setup');
    await name(first.scheduleId, slot.id, [partner]);
    expect((await bookFor(manager, first.scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);
    const refused = await name(second.scheduleId, sameTime.id, [associate, partner]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toContain(partner);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'interviewerEmails.1' })]);
    expect((await name(second.scheduleId, later.id, [partner])).statusCode).toBe(200);
  });

  it("answers 404 to another organisation's move", async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [first, second] = slots;
    const [robin] = invitees;
    if (!first || !second || !robin) throw new Error('no setup');
    await name(scheduleId, first.id, [partner]);
    expect((await bookFor(manager, scheduleId, robin.invitationId, first.id)).statusCode).toBe(200);
    // The candidate's page tells their own booking apart (issue 34).
    const page = (await readInterview(t, robin.token)).json();
    expect(
      page.slots.filter((slot: { mine: boolean }) => slot.mine).map((slot: { id: number }) => slot.id),
    ).toEqual([first.id]);
    const before = (await delivered(t, partner, 'interviewer-calendar')).length;
    expect((await bookFor(northwind, scheduleId, robin.invitationId, second.id)).statusCode).toBe(404);
    expect((await name(scheduleId, second.id, [associate], northwind)).statusCode).toBe(404);
    expect(await delivered(t, partner, 'interviewer-calendar')).toHaveLength(before);
  });
});
