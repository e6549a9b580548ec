import type { AuditLogEntry, AuditLogFilter } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, ilike, like, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { auditLog, organizations, users } from '../db/schema/index.ts';
import { fromEpochSeconds, toEpochSeconds } from '../shared/epoch.ts';
import { redactAuditDetails } from './audit-details.ts';

// A typed % or _ matches itself, not any text.
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The conditions of the filters: an action matches itself and its kinds (`report` finds report.viewed). */
export function auditConditions(filter: AuditLogFilter): SQL | undefined {
  const userPattern = filter.user ? `%${literal(filter.user)}%` : undefined;
  return and(
    filter.organizationId === undefined ? undefined : eq(auditLog.organizationId, filter.organizationId),
    userPattern
      ? or(
          ilike(users.email, userPattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, userPattern),
        )
      : undefined,
    filter.action
      ? or(eq(auditLog.action, filter.action), like(auditLog.action, `${literal(filter.action)}.%`))
      : undefined,
    filter.from === undefined ? undefined : gte(auditLog.createdAt, fromEpochSeconds(filter.from)),
    filter.to === undefined ? undefined : lte(auditLog.createdAt, fromEpochSeconds(filter.to)),
  );
}

/** Audit entries with their actor and organisation, newest first. */
export function selectAuditEntries(executor: Executor, filter: AuditLogFilter) {
  return executor
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      organizationId: auditLog.organizationId,
      organizationName: organizations.name,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(auditConditions(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

export function countAuditEntries(executor: Executor, filter: AuditLogFilter) {
  return executor
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(auditConditions(filter));
}

type AuditRow = Awaited<ReturnType<typeof selectAuditEntries>>[number];

export function toAuditEntry(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    createdAt: toEpochSeconds(row.createdAt),
    action: row.action,
    organization:
      row.organizationId === null
        ? null
        : { id: row.organizationId, name: row.organizationName ?? String(row.organizationId) },
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
            email: row.actorEmail ?? '',
          },
    targetType: row.targetType,
    targetId: row.targetId,
    details: redactAuditDetails(row.details) as Record<string, unknown>,
  };
}
