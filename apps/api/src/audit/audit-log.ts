import type { AuditLogFilter, AuditLogQuery } from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertProviderAdmin } from '../shared/permissions.ts';
import { auditCsv } from './audit-csv.ts';
import { countAuditEntries, selectAuditEntries, toAuditEntry } from './audit-query.ts';

// Decision: an export holds at most 10,000 entries (newest first); narrower filters reach older ones.
export const maxAuditExportRows = 10_000;

/** The audit log for the provider: searched by organisation, user, action and period, paged or as CSV. */
export function createAuditLogService(db: Database) {
  return {
    async search({ user }: AuthContext, query: AuditLogQuery) {
      assertProviderAdmin(user);
      const { page, resultsPerPage, ...filter } = query;
      const [rows, [counted]] = await Promise.all([
        selectAuditEntries(db, filter)
          .limit(resultsPerPage)
          .offset(page * resultsPerPage),
        countAuditEntries(db, filter),
      ]);
      return buildPage(rows.map(toAuditEntry), { page, size: resultsPerPage, total: counted?.total ?? 0 });
    },

    async actions({ user }: AuthContext): Promise<string[]> {
      assertProviderAdmin(user);
      const rows = await db
        .selectDistinct({ action: auditLog.action })
        .from(auditLog)
        .orderBy(asc(auditLog.action));
      return rows.map((row) => row.action);
    },

    /** The export is itself a data export, so it is audited with the filters it used. */
    async exportCsv({ user }: AuthContext, filter: AuditLogFilter, now = new Date()) {
      assertProviderAdmin(user);
      const rows = await selectAuditEntries(db, filter).limit(maxAuditExportRows);
      await recordAudit(db, {
        actorUserId: user.id,
        action: 'audit.exported',
        targetType: 'audit-log',
        details: { ...filter, count: rows.length },
      });
      return auditCsv(rows.map(toAuditEntry), now);
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
