import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateCodes, interviewInvitations, scheduleSlots } from '../../src/db/schema/index.ts';
import { windowInDays } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { calendarOf } from './parse-calendar.ts';
import type { ScheduleSlot } from './schedule-setup.ts';
import {
  bookAsCandidate,
  bookFor,
  delivered,
  readInterview,
  readSchedule,
  scheduleWithInvitees,
} from './schedule-setup.ts';

let t: TestApp;
let manager: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const partner = 'partner@hartwell.test';
const associate = 'associate@hartwell.test';

async function addSlots(scheduleId: number, payload: Record<string, unknown>, caller = manager) {
  return caller.request({ method: 'POST', url: `/api/v1/schedules/${scheduleId}/slots`, payload });
}

describe('editing availability', () => {
  it('adds slots with their interviewers, names interviewers on a slot and removes a free one', async () => {
    // Interviewers named on a window when the schedule is made, and on a window added later.
    const { scheduleId, slots } = await scheduleWithInvitees(t, manager, 1, {
      windows: [{ ...windowInDays(4), interviewerEmails: [associate] }],
    });
    expect(slots.every((slot) => slot.interviewerEmails.join() === associate)).toBe(true);
    const added = await addSlots(scheduleId, {
      windows: [{ ...windowInDays(6), interviewerEmails: [partner] }],
    });
    expect(added.statusCode).toBe(201);
    const after: ScheduleSlot[] = added.json().slots;
    expect(after).toHaveLength(slots.length + 3);
    expect(after.filter((slot) => slot.interviewerEmails.includes(partner))).toHaveLength(3);

    const first = slots[0] as ScheduleSlot;
    const named = await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${first.id}`,
      payload: { interviewerEmails: [associate, ' Partner@Hartwell.test '] },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().interviewerEmails).toEqual([associate, partner]);

    const removed = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/slots/${first.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const detail = await readSchedule(manager, scheduleId);
    expect(detail.slots.map((slot: ScheduleSlot) => slot.id)).not.toContain(first.id);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const { scheduleId, slots } = await scheduleWithInvitees(t, manager, 1);
    const past = await addSlots(scheduleId, { windows: [windowInDays(-2)] });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('windows.0.parentEndDateTime');
    const badEmail = await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${slots[0]?.id}`,
      payload: { interviewerEmails: ['not an address'] },
    });
    expect(badEmail.statusCode).toBe(400);
    expect((await readSchedule(manager, scheduleId)).slots).toHaveLength(slots.length);
  });

  it('will not remove a booked slot', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [slot] = slots;
    const [robin] = invitees;
    if (!slot || !robin) throw new Error('no setup');
    expect((await bookFor(manager, scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);
    const removed = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/slots/${slot.id}`,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error_description).toBe(
      'Someone has booked this slot. Cancel or move the booking first.',
    );
    const [kept] = await t.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
    expect(kept).toBeDefined();
  });
});

describe('bookings made, moved and cancelled by a manager', () => {
  it('sends the booking to interviewers named on a booked slot and a cancellation to those taken off it', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [slot] = slots;
    const [robin] = invitees;
    if (!slot || !robin) throw new Error('no setup');
    const name = (interviewerEmails: string[]) =>
      manager.request({
        method: 'PUT',
        url: `/api/v1/schedules/${scheduleId}/slots/${slot.id}`,
        payload: { interviewerEmails },
      });
    await name([partner]);
    expect((await bookFor(manager, scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);
    const booking = calendarOf((await delivered(t, robin.email, 'interview-booked')).at(-1));
    const toCandidate = (await delivered(t, robin.email)).length;

    expect((await name([associate])).statusCode).toBe(200);
    const joined = calendarOf((await delivered(t, associate, 'interviewer-calendar')).at(-1));
    expect(joined).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: booking.sequence });
    expect(joined.attendees).toEqual([robin.email, associate]);
    expect(joined.description).not.toContain('/interview/');
    const left = calendarOf((await delivered(t, partner, 'interviewer-calendar')).at(-1));
    expect(left).toMatchObject({ method: 'CANCEL', uid: booking.uid });
    // The candidate's interview has not changed: they are told nothing.
    expect(await delivered(t, robin.email)).toHaveLength(toCandidate);
  });

  it('books for the candidate and moves the booking: the candidate page follows and the .ics keeps its UID', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [first, second] = slots;
    const [robin] = invitees;
    if (!first || !second || !robin) throw new Error('no setup');
    await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${first.id}`,
      payload: { interviewerEmails: [partner] },
    });
    await manager.request({
      method: 'PUT',
      url: `/api/v1/schedules/${scheduleId}/slots/${second.id}`,
      payload: { interviewerEmails: [associate] },
    });

    const booked = await bookFor(manager, scheduleId, robin.invitationId, first.id);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().slots.find((slot: ScheduleSlot) => slot.id === first.id)).toMatchObject({
      state: 'Booked',
      candidateId: robin.candidateId,
      invitationId: robin.invitationId,
    });
    expect((await readInterview(t, robin.token)).json().selectedTime).toBe(first.startDateTime);
    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, robin.candidateId));
    expect(code?.codeStage).toBe('SCHEDULED');
    const [confirmation] = await delivered(t, robin.email, 'interview-booked');
    const bookedCalendar = calendarOf(confirmation);
    expect(bookedCalendar).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(bookedCalendar.start.getTime()).toBe(first.startDateTime * 1000);
    expect(bookedCalendar.attendees).toEqual([robin.email, partner]);
    expect(confirmation?.body).toContain('(UK, Ireland Time)');
    const partnerCalendar = calendarOf((await delivered(t, partner, 'interviewer-calendar')).at(-1));
    expect(partnerCalendar).toMatchObject({ method: 'REQUEST', uid: bookedCalendar.uid });
    // The candidate's entry carries their booking link; an interviewer's never does.
    expect(bookedCalendar.description).toContain('/interview/');
    expect(partnerCalendar.description).not.toContain('/interview/');

    const associateBefore = (await delivered(t, associate, 'interviewer-calendar')).length;
    const moved = await bookFor(manager, scheduleId, robin.invitationId, second.id);
    expect(moved.statusCode).toBe(200);
    const states = new Map(moved.json().slots.map((slot: ScheduleSlot) => [slot.id, slot.state]));
    expect(states.get(first.id)).toBe('Available');
    expect(states.get(second.id)).toBe('Booked');
    expect((await readInterview(t, robin.token)).json().selectedTime).toBe(second.startDateTime);
    const [notice] = await delivered(t, robin.email, 'interview-moved');
    const movedCalendar = calendarOf(notice);
    expect(movedCalendar).toMatchObject({ method: 'REQUEST', uid: bookedCalendar.uid, sequence: 1 });
    expect(movedCalendar.start.getTime()).toBe(second.startDateTime * 1000);
    // The link in the move's email opens the same invitation as the original link.
    const link = /\/interview\/([A-Za-z0-9_-]+)/.exec(notice?.body ?? '')?.[1] ?? '';
    expect((await readInterview(t, link)).json().selectedTime).toBe(second.startDateTime);
    // Issue 34: the panel moves with the booking. The partner, free at the new time, follows it (REQUEST at
    // SEQUENCE 1); the associate, whose slot it took, was never on the interview and is told nothing.
    const partnerMoved = calendarOf((await delivered(t, partner, 'interviewer-calendar')).at(-1));
    expect(partnerMoved).toMatchObject({ method: 'REQUEST', uid: bookedCalendar.uid, sequence: 1 });
    expect(partnerMoved.start.getTime()).toBe(second.startDateTime * 1000);
    expect(await delivered(t, associate, 'interviewer-calendar')).toHaveLength(associateBefore);
    const panels = new Map(moved.json().slots.map((slot: ScheduleSlot) => [slot.id, slot.interviewerEmails]));
    expect(panels.get(second.id)).toEqual([partner]);
    // (The associate takes the freed slot only where free then: an earlier test here books them at that time.)
    expect(panels.get(first.id)).not.toContain(partner);
  });

  it('cancels a booking with a CANCEL .ics; the candidate books again as a new calendar entry', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [first, second] = slots;
    const [robin] = invitees;
    if (!first || !second || !robin) throw new Error('no setup');
    const view = (await readInterview(t, robin.token)).json();
    expect((await bookAsCandidate(t, robin.token, view.id, first.startDateTime)).statusCode).toBe(200);
    const bookedCalendar = calendarOf((await delivered(t, robin.email, 'interview-booked')).at(-1));

    const cancelled = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${robin.invitationId}/booking`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().slots.every((slot: ScheduleSlot) => slot.state === 'Available')).toBe(true);
    const [notice] = await delivered(t, robin.email, 'interview-cancelled');
    expect(calendarOf(notice)).toMatchObject({ method: 'CANCEL', uid: bookedCalendar.uid, sequence: 1 });
    expect(notice?.body).toContain('You can choose another time before');
    expect((await readInterview(t, robin.token)).json()).toMatchObject({ selectedTime: null, closed: false });

    expect((await bookAsCandidate(t, robin.token, view.id, second.startDateTime)).statusCode).toBe(200);
    const again = calendarOf((await delivered(t, robin.email, 'interview-booked')).at(-1));
    expect(again.sequence).toBe(0);
    expect(again.uid).not.toBe(bookedCalendar.uid);
    const nothing = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${invitees[0]?.invitationId}/booking`,
    });
    expect(nothing.statusCode).toBe(200);
    const twice = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${robin.invitationId}/booking`,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a slot of another schedule, a passed or a taken slot, field by field', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 2);
    const other = await scheduleWithInvitees(t, manager, 0);
    const [robin, sam] = invitees;
    const [slot] = slots;
    if (!robin || !sam || !slot) throw new Error('no setup');
    const foreign = await bookFor(manager, scheduleId, robin.invitationId, other.slots[0]?.id ?? 0);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_description).toBe('Choose a slot of this schedule.');
    expect((await bookFor(manager, scheduleId, robin.invitationId, slot.id)).statusCode).toBe(200);
    const taken = await bookFor(manager, scheduleId, sam.invitationId, slot.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error_description).toBe('Someone else has booked that slot. Choose a free one.');
    await t.db
      .update(scheduleSlots)
      .set({ startAt: new Date(Date.now() - 3600_000) })
      .where(eq(scheduleSlots.id, slots[1]?.id ?? 0));
    expect((await bookFor(manager, scheduleId, sam.invitationId, slots[1]?.id ?? 0)).statusCode).toBe(409);
  });
});

describe('invitations cancelled, reminded and schedules closed', () => {
  it('cancels an invitation: its booking is released and its link answers closed', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [robin] = invitees;
    const [slot] = slots;
    if (!robin || !slot) throw new Error('no setup');
    await bookFor(manager, scheduleId, robin.invitationId, slot.id);
    const cancelled = await manager.request({
      method: 'DELETE',
      url: `/api/v1/schedules/${scheduleId}/invitations/${robin.invitationId}`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().invitations[0].cancelledAt).toEqual(expect.any(Number));
    expect(cancelled.json().slots[0].state).toBe('Available');
    const view = (await readInterview(t, robin.token)).json();
    expect(view).toMatchObject({ closed: true, selectedTime: null });
    const refused = await bookAsCandidate(t, robin.token, view.id, slot.startDateTime);
    expect(refused.statusCode).toBe(409);
    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, robin.candidateId));
    expect(code?.codeStage).toBe('PENDING');
    const [notice] = await delivered(t, robin.email, 'interview-cancelled');
    expect(calendarOf(notice).method).toBe('CANCEL');
    expect(notice?.body).not.toContain('You can choose another time');
  });

  it('reminds an invited candidate who has not booked, with a link that works and the deadline in UK time', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 2);
    const [robin, sam] = invitees;
    if (!robin || !sam) throw new Error('no setup');
    const reminded = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/invitations/${robin.invitationId}/reminder`,
    });
    expect(reminded.statusCode).toBe(204);
    const [reminder] = await delivered(t, robin.email, 'interview-deadline-reminder');
    expect(reminder?.body).toMatch(/at 23:59 \(UK, Ireland Time\)/);
    const link = /\/interview\/([A-Za-z0-9_-]+)/.exec(reminder?.body ?? '')?.[1] ?? '';
    expect((await readInterview(t, link)).json().id).toBe(robin.invitationId);
    expect((await readInterview(t, robin.token)).statusCode).toBe(200);

    await bookFor(manager, scheduleId, sam.invitationId, slots[0]?.id ?? 0);
    const booked = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/invitations/${sam.invitationId}/reminder`,
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().error_description).toBe('This candidate has already booked a time.');
  });

  it('closes a schedule: bookings made stay, nothing new is booked, invited or added', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 2);
    const [robin, sam] = invitees;
    const [first, second] = slots;
    if (!robin || !sam || !first || !second) throw new Error('no setup');
    await bookFor(manager, scheduleId, robin.invitationId, first.id);
    const closed = await manager.request({ method: 'POST', url: `/api/v1/schedules/${scheduleId}/close` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().closedAt).toEqual(expect.any(Number));
    expect(closed.json().slots[0].state).toBe('Booked');
    const view = (await readInterview(t, sam.token)).json();
    expect(view.closed).toBe(true);
    expect((await bookAsCandidate(t, sam.token, view.id, second.startDateTime)).statusCode).toBe(409);
    expect((await bookFor(manager, scheduleId, sam.invitationId, second.id)).statusCode).toBe(409);
    expect((await addSlots(scheduleId, { windows: [windowInDays(6)] })).statusCode).toBe(409);
    const invited = await manager.request({
      method: 'POST',
      url: `/api/v1/schedules/${scheduleId}/invitations`,
      payload: { candidateIds: [sam.candidateId] },
    });
    expect(invited.statusCode).toBe(409);
    const list = await manager.request({ method: 'GET', url: '/api/v1/schedules' });
    expect(list.json().find((item: { id: number }) => item.id === scheduleId)).toMatchObject({
      invitedCount: 2,
      bookedCount: 1,
      slotCount: 3,
      freeSlotCount: 2,
      timeZone: 'Europe/London',
      timeZoneLabel: 'UK, Ireland Time',
    });
  });
});

describe("another organisation's schedule", () => {
  it('answers 404 to every call and changes nothing', async () => {
    const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
    const [robin] = invitees;
    const [slot] = slots;
    if (!robin || !slot) throw new Error('no setup');
    const base = `/api/v1/schedules/${scheduleId}`;
    const calls = [
      { method: 'POST', url: `${base}/slots`, payload: { windows: [windowInDays(6)] } },
      { method: 'PUT', url: `${base}/slots/${slot.id}`, payload: { interviewerEmails: [partner] } },
      { method: 'DELETE', url: `${base}/slots/${slot.id}` },
      {
        method: 'PUT',
        url: `${base}/invitations/${robin.invitationId}/booking`,
        payload: { slotId: slot.id },
      },
      { method: 'DELETE', url: `${base}/invitations/${robin.invitationId}/booking` },
      { method: 'DELETE', url: `${base}/invitations/${robin.invitationId}` },
      { method: 'POST', url: `${base}/invitations/${robin.invitationId}/reminder` },
      { method: 'POST', url: `${base}/close` },
    ] as const;
    for (const call of calls) {
      const response = await northwind.request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const detail = await readSchedule(manager, scheduleId);
    expect(detail.closedAt).toBeNull();
    expect(detail.slots).toHaveLength(slots.length);
    expect(detail.invitations[0]).toMatchObject({ cancelledAt: null, bookedSlotId: null });
    expect(await delivered(t, robin.email, 'interview-deadline-reminder')).toHaveLength(0);
  });

  it("answers 404 for an invitation of another of the organisation's schedules", async () => {
    const one = await scheduleWithInvitees(t, manager, 1);
    const two = await scheduleWithInvitees(t, manager, 0);
    const response = await bookFor(
      manager,
      two.scheduleId,
      one.invitees[0]?.invitationId ?? 0,
      two.slots[0]?.id ?? 0,
    );
    expect(response.statusCode).toBe(404);
    const [invitation] = await t.db
      .select()
      .from(interviewInvitations)
      .where(and(eq(interviewInvitations.id, one.invitees[0]?.invitationId ?? 0)));
    expect(invitation?.bookedSlotId).toBeNull();
  });
});
