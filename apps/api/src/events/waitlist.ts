import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { eventRegistrations, events } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import { createCheckInCode } from './check-in-codes.ts';
import { countRegistrations } from './counts.ts';
import { registrationEmail } from './event-emails.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';
import { placesLeft } from './views.ts';

/**
 * Locks an event row for the rest of the transaction. Every change to who holds a place (registering,
 * cancelling, removing, a new capacity) takes this lock first, so they queue and capacity is never exceeded.
 */
export async function lockEvent(executor: Executor, organizationId: number, eventId: number) {
  const [event] = await executor
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)))
    .for('update');
  return event ?? null;
}

/** Places free in a locked event now; null when it has no limit. */
export async function freePlaces(executor: Executor, event: EventRow): Promise<number | null> {
  return placesLeft(event, (await countRegistrations(executor, [event.id]))(event.id).registered);
}

// Decision: the queue is in id order. Ids are drawn while the event's lock is held, so they follow the order
// people got through; created_at is the transaction's start and can be earlier for someone who queued later.

/**
 * Gives the event's free places to the people waiting longest and queues each their email with a check-in
 * QR code. Decision: nobody moves up once the event has started. The caller holds the event's lock.
 */
export async function promoteFromWaitlist(
  executor: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  event: EventRow,
  actorUserId: number | null,
): Promise<EventRegistrationRow[]> {
  if (event.startsAt.getTime() <= Date.now()) return [];
  const free = await freePlaces(executor, event);
  if (free === 0) return [];
  const waiting = executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.organizationId, event.organizationId),
        eq(eventRegistrations.eventId, event.id),
        eq(eventRegistrations.status, 'WAITLISTED'),
      ),
    )
    .orderBy(asc(eventRegistrations.id));
  const next = free === null ? await waiting : await waiting.limit(free);
  const promoted: EventRegistrationRow[] = [];
  const messages = [];
  for (const { id } of next) {
    const { code, hash } = createCheckInCode();
    const [row] = await executor
      .update(eventRegistrations)
      .set({ status: 'REGISTERED', promotedAt: new Date(), checkInTokenHash: hash })
      .where(and(eq(eventRegistrations.organizationId, event.organizationId), eq(eventRegistrations.id, id)))
      .returning();
    if (!row) continue;
    promoted.push(row);
    messages.push(await registrationEmail(executor, settings, event, row, 'event-place-offered', code));
    await recordAudit(executor, {
      actorUserId,
      organizationId: event.organizationId,
      action: 'event.waitlist.promoted',
      targetType: 'event',
      targetId: event.id,
      details: { registrationId: row.id },
    });
  }
  for (const message of messages) await outbox.send(executor, message);
  return promoted;
}

/** Each waiting registration's place in the queue (1 is next), in the order places are given. */
export async function waitlistPositions(executor: Executor, event: EventRow): Promise<Map<number, number>> {
  const rows = await executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.organizationId, event.organizationId),
        eq(eventRegistrations.eventId, event.id),
        eq(eventRegistrations.status, 'WAITLISTED'),
      ),
    )
    .orderBy(asc(eventRegistrations.id));
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}
