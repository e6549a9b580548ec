import type { ScheduleSlotsAdd, ScheduleSlotUpdate } from '@shortlist/domain/schemas';
import { and, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { interviewInvitations, interviewSchedules, scheduleSlots } from '../db/schema/index.ts';
import { slotMeetingHours } from '../meeting-hours/meeting-hours-store.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { queueInterviewerChanges } from './booking-notices.ts';
import { interviewerBusyIntervals } from './interviewer-availability.ts';
import { lockManagedSchedule } from './schedule-locks.ts';
import type { ScheduleService } from './schedules.ts';
import { maxSlotsPerSchedule, scheduleMessages } from './schedules.ts';
import type { ScheduleSlotRow } from './slot-views.ts';
import { bookedSlotIds, toSlotView } from './slot-views.ts';
import { slotsOfWindows } from './window-slots.ts';

export const scheduleChangeMessages = {
  closed: 'This schedule is closed. Nothing more can be booked or added.',
  slotBooked: 'Someone has booked this slot. Cancel or move the booking first.',
  interviewerBooked: 'Already interviewing at an overlapping booked time:',
  interviewerBookedOne: 'is already interviewing at an overlapping booked time.',
} as const;

/** The slot of this schedule, or 404. */
export async function findSlot(tx: Executor, organizationId: number, scheduleId: number, slotId: number) {
  const [slot] = await tx
    .select()
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.organizationId, organizationId),
        eq(scheduleSlots.scheduleId, scheduleId),
        eq(scheduleSlots.id, slotId),
      ),
    )
    .limit(1);
  if (!slot) throw notFound('The slot');
  return slot;
}

/** Issue 34: someone newly named on a slot who already sits a booked interview overlapping it: 409 naming them. */
async function refuseBookedElsewhere(tx: Executor, slot: ScheduleSlotRow, emails: readonly string[]) {
  const added = emails.filter((email) => !slot.interviewerEmails.includes(email));
  const busy = await interviewerBusyIntervals(tx, {
    organizationId: slot.organizationId,
    emails: added,
    from: slot.startAt,
    to: slot.endAt,
    ignoreSlotIds: [slot.id],
  });
  const taken = added.filter((email) =>
    (busy.get(email) ?? []).some((interval) => interval.source === 'slot' && interval.booked),
  );
  if (taken.length > 0) {
    throw conflict(
      `${scheduleChangeMessages.interviewerBooked} ${taken.join(', ')}`,
      taken.map((email) => ({
        field: `interviewerEmails.${emails.indexOf(email)}`,
        message: `${email} ${scheduleChangeMessages.interviewerBookedOne}`,
      })),
    );
  }
}

/** A schedule's availability after the wizard: add windows, name interviewers, remove free slots, close. */
export function createScheduleChangeService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  schedules: ScheduleService,
) {
  return {
    async addSlots(auth: AuthContext, scheduleId: number, input: ScheduleSlotsAdd) {
      await db.transaction(async (tx) => {
        const { schedule } = await lockManagedSchedule(tx, auth, scheduleId);
        if (schedule.closedAt) throw conflict(scheduleChangeMessages.closed);
        const now = Date.now() / 1000;
        for (const [index, window] of input.windows.entries()) {
          if (window.parentEndDateTime <= now) {
            throw invalidInput(scheduleMessages.windowOver, [
              { field: `windows.${index}.parentEndDateTime`, message: scheduleMessages.windowOver },
            ]);
          }
        }
        // Decision: added windows are cut without a gap (the schedule keeps none); overlapping starts once.
        const slots = slotsOfWindows(
          { windows: input.windows, durationMinutes: schedule.durationMinutes },
          await slotMeetingHours(tx, schedule.organizationId),
        );
        const [held] = await tx
          .select({ total: count() })
          .from(scheduleSlots)
          .where(
            and(
              eq(scheduleSlots.organizationId, schedule.organizationId),
              eq(scheduleSlots.scheduleId, schedule.id),
            ),
          );
        if (slots.length === 0 || slots.length + (held?.total ?? 0) > maxSlotsPerSchedule) {
          const message =
            slots.length === 0
              ? 'Each window must hold at least one interview.'
              : scheduleMessages.tooManySlots;
          throw invalidInput(message, [{ field: 'windows', message }]);
        }
        await tx.insert(scheduleSlots).values(
          slots.map((slot) => ({
            organizationId: schedule.organizationId,
            scheduleId: schedule.id,
            parentStartAt: fromEpochSeconds(slot.parentStartDateTime),
            parentEndAt: fromEpochSeconds(slot.parentEndDateTime),
            startAt: fromEpochSeconds(slot.startDateTime),
            endAt: fromEpochSeconds(slot.endDateTime),
            numberOfInterviewers: slot.numberOfInterviewers,
            interviewerEmails: slot.interviewerEmails,
          })),
        );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: schedule.organizationId,
          action: 'schedule.slots-added',
          targetType: 'schedule',
          targetId: schedule.id,
          details: { slots: slots.length },
        });
      });
      return schedules.get(auth, scheduleId);
    },

    /** On a booked slot, interviewers named now get the booking's calendar invitation, and those taken off a CANCEL. */
    async updateSlot(auth: AuthContext, scheduleId: number, slotId: number, input: ScheduleSlotUpdate) {
      return outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const { schedule, organization } = await lockManagedSchedule(tx, auth, scheduleId);
          const before = await findSlot(tx, schedule.organizationId, schedule.id, slotId);
          await refuseBookedElsewhere(tx, before, input.interviewerEmails);
          const [slot] = await tx
            .update(scheduleSlots)
            .set({ interviewerEmails: input.interviewerEmails })
            .where(
              and(eq(scheduleSlots.organizationId, schedule.organizationId), eq(scheduleSlots.id, slotId)),
            )
            .returning();
          if (!slot) throw notFound('The slot');
          await recordAudit(tx, {
            actorUserId: auth.user.id,
            organizationId: schedule.organizationId,
            action: 'schedule.slot-interviewers',
            targetType: 'schedule',
            targetId: schedule.id,
            details: { slotId, interviewers: input.interviewerEmails.length },
          });
          const booked = await bookedSlotIds(tx, schedule.organizationId, schedule.id);
          const [holder] = await tx
            .select()
            .from(interviewInvitations)
            .where(
              and(
                eq(interviewInvitations.organizationId, schedule.organizationId),
                eq(interviewInvitations.bookedSlotId, slot.id),
              ),
            )
            .limit(1);
          if (holder) {
            await queueInterviewerChanges(tx, outbox, settings, {
              organization,
              schedule,
              invitation: holder,
              slot,
              added: slot.interviewerEmails.filter((email) => !before.interviewerEmails.includes(email)),
              removed: before.interviewerEmails.filter((email) => !slot.interviewerEmails.includes(email)),
            });
          }
          return {
            ...toSlotView(slot, booked, new Date()),
            interviewerEmails: slot.interviewerEmails,
            candidateId: holder?.candidateId ?? null,
            invitationId: holder?.id ?? null,
          };
        }),
      );
    },

    /** Only a free slot goes; the schedule lock means no booking into it is half done meanwhile. */
    async removeSlot(auth: AuthContext, scheduleId: number, slotId: number) {
      await db.transaction(async (tx) => {
        const { schedule } = await lockManagedSchedule(tx, auth, scheduleId);
        await findSlot(tx, schedule.organizationId, schedule.id, slotId);
        const booked = await bookedSlotIds(tx, schedule.organizationId, schedule.id);
        if (booked.has(slotId)) throw conflict(scheduleChangeMessages.slotBooked);
        await tx
          .delete(scheduleSlots)
          .where(
            and(eq(scheduleSlots.organizationId, schedule.organizationId), eq(scheduleSlots.id, slotId)),
          );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: schedule.organizationId,
          action: 'schedule.slot-removed',
          targetType: 'schedule',
          targetId: schedule.id,
          details: { slotId },
        });
      });
    },

    /** Decision: closing keeps the bookings made (those interviews still happen); it stops new ones. */
    async close(auth: AuthContext, scheduleId: number) {
      await db.transaction(async (tx) => {
        const { schedule } = await lockManagedSchedule(tx, auth, scheduleId);
        if (schedule.closedAt) return;
        await tx
          .update(interviewSchedules)
          .set({ closedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(interviewSchedules.organizationId, schedule.organizationId),
              eq(interviewSchedules.id, schedule.id),
            ),
          );
        await recordAudit(tx, {
          actorUserId: auth.user.id,
          organizationId: schedule.organizationId,
          action: 'schedule.closed',
          targetType: 'schedule',
          targetId: schedule.id,
          details: {},
        });
      });
      return schedules.get(auth, scheduleId);
    },
  };
}

export type ScheduleChangeService = ReturnType<typeof createScheduleChangeService>;
