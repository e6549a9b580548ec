import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { interviewerMeetingHours, organizationMeetingHours } from '../db/schema/index.ts';
import { loadOrganizationZone } from '../message-policies/organization-zone.ts';

/** The organisation's default meeting hours; null when it has none (any time may be booked). */
export async function organizationHours(
  executor: Executor,
  organizationId: number,
): Promise<MeetingHours | null> {
  const [row] = await executor
    .select({ hours: organizationMeetingHours.hours })
    .from(organizationMeetingHours)
    .where(eq(organizationMeetingHours.organizationId, organizationId));
  return row?.hours ?? null;
}

/** An interviewer's own meeting hours; null when they have none. */
export async function ownInterviewerHours(
  executor: Executor,
  organizationId: number,
  email: string,
): Promise<MeetingHours | null> {
  const [row] = await executor
    .select({ hours: interviewerMeetingHours.hours })
    .from(interviewerMeetingHours)
    .where(
      and(
        eq(interviewerMeetingHours.organizationId, organizationId),
        eq(interviewerMeetingHours.email, email),
      ),
    );
  return row?.hours ?? null;
}

/**
 * The hours each interviewer may be booked in, by lower-cased email: their own, else the organisation's,
 * else null (any time). For panel assignment: one read for the whole panel, in the organisation's zone.
 */
export async function interviewerHours(
  executor: Executor,
  organizationId: number,
  emails: readonly string[],
): Promise<{ zone: string; hours: Map<string, MeetingHours | null> }> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  // One query at a time: the executor may be a transaction's single connection.
  const fallback = await organizationHours(executor, organizationId);
  const zone = await loadOrganizationZone(executor, organizationId);
  const rows =
    wanted.length === 0
      ? []
      : await executor
          .select({ email: interviewerMeetingHours.email, hours: interviewerMeetingHours.hours })
          .from(interviewerMeetingHours)
          .where(
            and(
              eq(interviewerMeetingHours.organizationId, organizationId),
              inArray(interviewerMeetingHours.email, wanted),
            ),
          );
  const own = new Map(rows.map((row) => [row.email, row.hours]));
  return { zone, hours: new Map(wanted.map((email) => [email, own.get(email) ?? fallback])) };
}

/** What slots are cut against: the organisation's hours and zone, or null when it has no hours set. */
export async function slotMeetingHours(
  executor: Executor,
  organizationId: number,
): Promise<{ hours: MeetingHours; zone: string } | null> {
  const hours = await organizationHours(executor, organizationId);
  return hours ? { hours, zone: await loadOrganizationZone(executor, organizationId) } : null;
}
