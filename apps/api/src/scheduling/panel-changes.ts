import type { PanelChangeView } from '@shortlist/domain/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * Issue 34: each slot's latest panel change from a move into it (the `interview.moved` audit entries of the
 * schedule, by candidate or manager), so the schedule page says who was reassigned whoever moved it.
 */
export async function lastPanelChanges(
  executor: Executor,
  organizationId: number,
  scheduleId: number,
): Promise<Map<number, PanelChangeView>> {
  const rows = await executor
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.action, 'interview.moved'),
        sql`${auditLog.details}->>'scheduleId' = ${String(scheduleId)}`,
      ),
    )
    .orderBy(asc(auditLog.id));
  const changes = new Map<number, PanelChangeView>();
  for (const { details } of rows) {
    const panel = details.panel as PanelChangeView | undefined;
    if (panel) changes.set(panel.slotId, panel);
  }
  return changes;
}
