import type { Executor } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  actorUserId: number | null;
  organizationId?: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who changed what; called inside the same transaction as the change it describes. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}
