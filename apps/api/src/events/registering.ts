import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { eventRegistrations } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import { conflict } from '../shared/failures.ts';
import { createCheckInCode } from './check-in-codes.ts';
import { registrationEmail } from './event-emails.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';
import { freePlaces } from './waitlist.ts';

export const registeringMessages = {
  alreadyRegistered: 'This email is already registered for this event.',
  over: 'This event has already taken place.',
} as const;

export interface Registrant {
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  answers: Record<string, string>;
}

/**
 * Registers someone for a locked event: a place while one is free, else the waiting list; the email says
 * which (a place's carries the check-in QR code). The caller holds the event's lock and its transaction.
 */
export async function placeRegistration(
  executor: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  event: EventRow,
  registrant: Registrant,
  audit: { actorUserId: number | null; details?: Record<string, unknown> },
): Promise<EventRegistrationRow> {
  if (event.endsAt.getTime() < Date.now()) throw conflict(registeringMessages.over);
  const [existing] = await executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.organizationId, event.organizationId),
        eq(eventRegistrations.eventId, event.id),
        eq(sql`lower(${eventRegistrations.email})`, registrant.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (existing) throw conflict(registeringMessages.alreadyRegistered);
  const full = (await freePlaces(executor, event)) === 0;
  const checkIn = full ? null : createCheckInCode();
  const [row] = await executor
    .insert(eventRegistrations)
    .values({
      organizationId: event.organizationId,
      eventId: event.id,
      ...registrant,
      status: full ? 'WAITLISTED' : 'REGISTERED',
      checkInTokenHash: checkIn?.hash ?? null,
    })
    .returning();
  if (!row) throw new Error('the registration was not stored');
  await recordAudit(executor, {
    actorUserId: audit.actorUserId,
    organizationId: event.organizationId,
    action: full ? 'event.waitlisted' : 'event.registered',
    targetType: 'event',
    targetId: event.id,
    details: { registrationId: row.id, ...audit.details },
  });
  const key = full ? 'event-waitlisted' : 'event-registered';
  await outbox.send(
    executor,
    await registrationEmail(executor, settings, event, row, key, checkIn?.code ?? null),
  );
  return row;
}
