import { eq } from 'drizzle-orm';
import { canManage } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { events } from '../db/schema/index.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import type { EventRow } from './views.ts';

/** An event the caller manages; another organisation's event answers 404, as a missing one does. */
export async function findManagedEvent(
  executor: Executor,
  auth: AuthContext,
  eventId: number,
): Promise<EventRow> {
  const [event] = await executor.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event || !canManage(auth.user, event.organizationId)) throw notFound('The event');
  return event;
}
