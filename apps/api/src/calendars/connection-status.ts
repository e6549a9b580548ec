import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { calendarConnections } from '../db/schema/index.ts';
import type { CalendarFailure } from './calendar-adapter.ts';

/** Records a call's outcome on its connection: connected, or failing / revoked with the reason in words. */
export async function recordConnectionOutcome(
  db: Database,
  organizationId: number,
  connectionId: number,
  failure: CalendarFailure | null,
): Promise<void> {
  const now = new Date();
  await db
    .update(calendarConnections)
    .set({
      status: failure ? failure.kind : 'connected',
      lastError: failure ? failure.message : null,
      lastCheckedAt: now,
    })
    .where(
      and(eq(calendarConnections.organizationId, organizationId), eq(calendarConnections.id, connectionId)),
    );
}
