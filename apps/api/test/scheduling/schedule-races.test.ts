import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInvitations, scheduleSlots } from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { bookAsCandidate, bookFor, readInterview, scheduleWithInvitees } from './schedule-setup.ts';

// Each race runs a few rounds: on PostgreSQL the requests really overlap (a pool of connections); on PGlite
// they are serialised, which must give the same answers.
const rounds = 3;

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const holdersOf = (slotId: number) =>
  t.db.select().from(interviewInvitations).where(eq(interviewInvitations.bookedSlotId, slotId));

describe('races on one schedule', () => {
  it('a manager booking for one candidate and another candidate booking the same slot: exactly one wins', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 2);
      const [robin, sam] = invitees;
      const [slot] = slots;
      if (!robin || !sam || !slot) throw new Error('no setup');
      const view = (await readInterview(t, sam.token)).json();
      const answers = await Promise.all([
        bookFor(manager, scheduleId, robin.invitationId, slot.id),
        bookAsCandidate(t, sam.token, view.id, slot.startDateTime),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await holdersOf(slot.id)).toHaveLength(1);
    }
  });

  it('a manager moving two bookings into one free slot at once: exactly one moves', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 2);
      const [robin, sam] = invitees;
      const [first, second, third] = slots;
      if (!robin || !sam || !first || !second || !third) throw new Error('no setup');
      await bookFor(manager, scheduleId, robin.invitationId, first.id);
      await bookFor(manager, scheduleId, sam.invitationId, second.id);
      const answers = await Promise.all([
        bookFor(manager, scheduleId, robin.invitationId, third.id),
        bookFor(manager, scheduleId, sam.invitationId, third.id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await holdersOf(third.id)).toHaveLength(1);
    }
  });

  it('a manager removing a slot while a candidate books into it: never a booking of a removed slot', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
      const [robin] = invitees;
      const [slot] = slots;
      if (!robin || !slot) throw new Error('no setup');
      const view = (await readInterview(t, robin.token)).json();
      const [booking, removal] = await Promise.all([
        bookAsCandidate(t, robin.token, view.id, slot.startDateTime),
        manager.request({ method: 'DELETE', url: `/api/v1/schedules/${scheduleId}/slots/${slot.id}` }),
      ]);
      const [kept] = await t.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
      const [invitation] = await t.db
        .select()
        .from(interviewInvitations)
        .where(eq(interviewInvitations.id, robin.invitationId));
      if (booking.statusCode === 200) {
        // The booking came first: the slot stays, booked, and the removal was refused.
        expect(removal.statusCode).toBe(409);
        expect(kept).toBeDefined();
        expect(invitation?.bookedSlotId).toBe(slot.id);
      } else {
        // The removal came first: the slot has gone; the candidate hears it was taken (409) or, when the
        // removal ended before their request read the slots, that the time is not offered (400).
        expect(removal.statusCode).toBe(204);
        expect([400, 409]).toContain(booking.statusCode);
        expect(kept).toBeUndefined();
        expect(invitation?.bookedSlotId).toBeNull();
      }
    }
  });

  it('closing a schedule while a candidate books: the booking either lands before the close or is refused', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { scheduleId, slots, invitees } = await scheduleWithInvitees(t, manager, 1);
      const [robin] = invitees;
      const [slot] = slots;
      if (!robin || !slot) throw new Error('no setup');
      const view = (await readInterview(t, robin.token)).json();
      const [booking, closing] = await Promise.all([
        bookAsCandidate(t, robin.token, view.id, slot.startDateTime),
        manager.request({ method: 'POST', url: `/api/v1/schedules/${scheduleId}/close` }),
      ]);
      expect(closing.statusCode).toBe(200);
      expect([200, 409]).toContain(booking.statusCode);
      const [invitation] = await t.db
        .select()
        .from(interviewInvitations)
        .where(eq(interviewInvitations.id, robin.invitationId));
      expect(invitation?.bookedSlotId ?? null).toBe(booking.statusCode === 200 ? slot.id : null);
    }
  });
});
