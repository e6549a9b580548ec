import type { EventCheckInResult } from '@shortlist/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { eventRegistrations } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { conflict, ServiceError } from '../shared/failures.ts';
import { hashCheckInCode, readCheckInCode } from './check-in-codes.ts';
import type { EventRegistrationRow, EventRow } from './views.ts';
import { toRegistrationView } from './views.ts';

export const doorMessages = {
  notRegistered: 'This code is not a registration for this event.',
  otherEvent: 'This check-in code belongs to another event.',
  waitlisted: 'This person is on the waiting list and has no place at this event.',
} as const;

/** The registration of a scanned code in the event's organisation; another event's code is refused by name. */
export async function findByCode(executor: Executor, event: EventRow, scanned: string) {
  const code = readCheckInCode(scanned);
  const [row] = code
    ? await executor
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.organizationId, event.organizationId),
            eq(eventRegistrations.checkInTokenHash, hashCheckInCode(code)),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new ServiceError('not-found', doorMessages.notRegistered);
  if (row.eventId !== event.id) throw conflict(doorMessages.otherEvent);
  return row;
}

/** Marks a registration ATTENDED once; a second scan says it was already checked in and changes nothing. */
export async function checkInAtDoor(
  executor: Executor,
  event: EventRow,
  registration: EventRegistrationRow,
  audit: { actorUserId: number | null; by: 'qr' | 'scanner' },
): Promise<EventCheckInResult> {
  if (registration.status !== 'REGISTERED') throw conflict(doorMessages.waitlisted);
  if (registration.attendance === 'ATTENDED') {
    return { outcome: 'ALREADY_CHECKED_IN', registration: toRegistrationView(registration) };
  }
  const [row] = await executor
    .update(eventRegistrations)
    .set({ attendance: 'ATTENDED', checkedInAt: new Date() })
    .where(
      and(
        eq(eventRegistrations.organizationId, event.organizationId),
        eq(eventRegistrations.id, registration.id),
        // Two scans at once: only one changes the row, the other reads as already checked in.
        sql`${eventRegistrations.attendance} is distinct from 'ATTENDED'`,
      ),
    )
    .returning();
  if (!row) return { outcome: 'ALREADY_CHECKED_IN', registration: toRegistrationView(registration) };
  await recordAudit(executor, {
    actorUserId: audit.actorUserId,
    organizationId: event.organizationId,
    action: 'event.checked-in',
    targetType: 'event',
    targetId: event.id,
    details: { registrationId: row.id, attendance: 'ATTENDED', by: audit.by },
  });
  return { outcome: 'CHECKED_IN', registration: toRegistrationView(row) };
}
