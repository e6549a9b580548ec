import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import {
  calendarConnections,
  calendarEvents,
  calendarSyncQueue,
  interviewInvitations,
  interviewSchedules,
  organizations,
  scheduleSlots,
} from '../db/schema/index.ts';
import { loadCandidateContacts } from '../scheduling/candidate-contacts.ts';
import type { ConnectionRow } from './adapters.ts';
import { adapterFor } from './adapters.ts';
import type { CalendarEvent } from './calendar-adapter.ts';
import { asCalendarFailure } from './calendar-adapter.ts';
import type { CalendarSettings } from './calendar-settings.ts';
import { recordConnectionOutcome } from './connection-status.ts';

/**
 * Called in the transaction of a booking, move or cancellation: the invitation's calendar events are synced
 * once it commits (a rolled-back booking leaves nothing queued).
 */
export async function queueCalendarSync(
  tx: Executor,
  organizationId: number,
  invitationId: number,
): Promise<void> {
  await tx.insert(calendarSyncQueue).values({ organizationId, invitationId }).onConflictDoNothing();
}

/** The interview as each panel member's calendar shows it, or null when the invitation holds no booking. */
async function bookedEvent(db: Database, organizationId: number, invitationId: number) {
  const [row] = await db
    .select({
      invitation: interviewInvitations,
      slot: scheduleSlots,
      schedule: interviewSchedules,
      organizationName: organizations.name,
    })
    .from(interviewInvitations)
    .innerJoin(
      scheduleSlots,
      and(
        eq(scheduleSlots.organizationId, interviewInvitations.organizationId),
        eq(scheduleSlots.id, interviewInvitations.bookedSlotId),
      ),
    )
    .innerJoin(
      interviewSchedules,
      and(
        eq(interviewSchedules.organizationId, interviewInvitations.organizationId),
        eq(interviewSchedules.id, interviewInvitations.scheduleId),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, interviewInvitations.organizationId))
    .where(
      and(eq(interviewInvitations.organizationId, organizationId), eq(interviewInvitations.id, invitationId)),
    )
    .limit(1);
  if (!row?.invitation.bookingUid || row.invitation.cancelledAt) return null;
  const contact = (await loadCandidateContacts(db, organizationId, [row.invitation.candidateId])).get(
    row.invitation.candidateId,
  );
  // Blind review (issue 31): the interviewers' calendars carry the application's number, not the person.
  const candidate = !contact
    ? ''
    : contact.blind
      ? `Candidate ${contact.candidateId}`
      : [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  const event: CalendarEvent = {
    uid: row.invitation.bookingUid,
    sequence: row.invitation.bookingSequence,
    start: row.slot.startAt,
    end: row.slot.endAt,
    summary: `Interview: ${row.schedule.name} (${row.organizationName})`,
    description: `${candidate}${contact?.roleName ? `, ${contact.roleName}` : ''}.`,
    location: row.schedule.location || null,
    attendees: row.slot.interviewerEmails,
  };
  return event;
}

/**
 * Brings each panel member's calendar in line with the invitation's booking: written where missing, updated
 * where it moved (the same event), removed where the member left or the booking was cancelled. A calendar that
 * fails is recorded on its connection (failing or revoked) and skipped; the booking stands either way.
 */
export function createCalendarWriter(db: Database, settings: CalendarSettings) {
  async function record(connection: ConnectionRow, error: unknown) {
    await recordConnectionOutcome(
      db,
      connection.organizationId,
      connection.id,
      error ? asCalendarFailure(error) : null,
    );
  }

  async function syncInvitation(organizationId: number, invitationId: number) {
    const event = await bookedEvent(db, organizationId, invitationId);
    const members = event ? event.attendees.map((email) => email.toLowerCase()) : [];
    const connections =
      members.length === 0
        ? []
        : await db
            .select()
            .from(calendarConnections)
            .where(
              and(
                eq(calendarConnections.organizationId, organizationId),
                inArray(calendarConnections.email, members),
              ),
            );
    const written = await db
      .select({ stored: calendarEvents, connection: calendarConnections })
      .from(calendarEvents)
      .innerJoin(
        calendarConnections,
        and(
          eq(calendarConnections.organizationId, calendarEvents.organizationId),
          eq(calendarConnections.id, calendarEvents.connectionId),
        ),
      )
      .where(
        and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.invitationId, invitationId)),
      );
    const forget = (connectionId: number) =>
      db
        .delete(calendarEvents)
        .where(
          and(
            eq(calendarEvents.organizationId, organizationId),
            eq(calendarEvents.invitationId, invitationId),
            eq(calendarEvents.connectionId, connectionId),
          ),
        );
    for (const { stored, connection } of written) {
      const stays = event && stored.uid === event.uid && members.includes(connection.email);
      if (stays) continue;
      try {
        await adapterFor(connection, settings).removeEvent(stored);
        await forget(connection.id);
      } catch (error) {
        await record(connection, error);
      }
    }
    if (!event) return;
    for (const connection of connections) {
      if (connection.status === 'revoked') continue;
      const stored = written.find(
        (each) => each.connection.id === connection.id && each.stored.uid === event.uid,
      )?.stored;
      try {
        const adapter = adapterFor(connection, settings);
        const result = stored ? await adapter.updateEvent(stored, event) : await adapter.writeEvent(event);
        const values = {
          externalId: result.externalId,
          etag: result.etag,
          uid: event.uid,
          updatedAt: new Date(),
        };
        await db
          .insert(calendarEvents)
          .values({ organizationId, invitationId, connectionId: connection.id, ...values })
          .onConflictDoUpdate({
            target: [calendarEvents.organizationId, calendarEvents.invitationId, calendarEvents.connectionId],
            set: values,
          });
        if (connection.status !== 'connected') await record(connection, null);
      } catch (error) {
        await record(connection, error);
      }
    }
  }

  /** Takes every queued invitation (the delete claims it, so two processes never sync one twice) and syncs it. */
  async function drain(): Promise<number> {
    const claimed = await db.delete(calendarSyncQueue).returning();
    for (const { organizationId, invitationId } of claimed) {
      await syncInvitation(organizationId, invitationId).catch(() => undefined);
    }
    return claimed.length;
  }

  // One sync at a time in this process: a caller waits for the one running (the timer's) and then drains what
  // is left, so when its promise settles every change committed before the call is in the calendars.
  let running: Promise<number> | null = null;

  return {
    syncInvitation,
    /** Settles when no sync is running (the app waits for it before closing the database). */
    async idle(): Promise<void> {
      await running?.catch(() => 0);
    },
    syncPending(): Promise<number> {
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drain);
      running = next;
      const settle = () => {
        if (running === next) running = null;
      };
      next.then(settle, settle);
      return next;
    },
  };
}
