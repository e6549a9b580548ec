import type { ReportKind, ReportType } from '@shortlist/domain/enums';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { resolveSearchScope } from '../search/scope.ts';
import { selectRows } from '../search/sql-parts.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { invalidInput } from '../shared/failures.ts';
import { contextualReport } from './contextual.ts';
import { diversityReport } from './diversity.ts';
import { efficiencyReport } from './efficiency.ts';
import { schoolReport } from './school.ts';
import type { ReportScope } from './scope.ts';
import { buildReportScope, reportFrom } from './scope.ts';
import { universityReport } from './university.ts';

export const reportServiceMessages = {
  typeNotOffered: (kind: ReportKind, types: readonly ReportType[]) =>
    `The ${kind.toLowerCase()} report comes as ${types.join(', ')}.`,
} as const;

// Decision: diversity has every view of §3; contextual a snapshot and an adverse-impact view; the others
// are snapshots only.
export const reportTypesByKind: Record<ReportKind, readonly ReportType[]> = {
  DIVERSITY: ['SNAPSHOT', 'ADVERSE', 'INTERSECTIONAL'],
  CONTEXTUAL: ['SNAPSHOT', 'ADVERSE'],
  EFFICIENCY: ['SNAPSHOT'],
  SCHOOL: ['SNAPSHOT'],
  UNIVERSITY: ['SNAPSHOT'],
};

/** Reports counted from special-category answers (ethnicity, gender and the other diversity questions). */
export const specialCategoryReportKinds: readonly ReportKind[] = ['DIVERSITY'];
export const specialCategoryReportAuditAction = 'report.special-category.viewed';

function computeFigures(db: Database, kind: ReportKind, scope: ReportScope, type: ReportType) {
  switch (kind) {
    case 'DIVERSITY':
      return diversityReport(db, scope, type);
    case 'CONTEXTUAL':
      return contextualReport(db, scope, type);
    case 'EFFICIENCY':
      return efficiencyReport(db, scope);
    case 'SCHOOL':
      return schoolReport(db, scope);
    case 'UNIVERSITY':
      return universityReport(db, scope);
  }
}

/** GET /reports/{kind} (§3 report kinds and types, §9 filters): figures counted by SQL over live data. */
export function createReportService(db: Database) {
  return {
    async report(auth: AuthContext, request: RequestOrganization, kind: ReportKind, query: ReportQuery) {
      const types = reportTypesByKind[kind];
      if (!types.includes(query.type)) {
        const message = reportServiceMessages.typeNotOffered(kind, types);
        throw invalidInput(message, [{ field: 'type', message }]);
      }
      const organizationId = await resolveSearchScope(db, auth.user, request, null);
      const now = new Date();
      const scope = buildReportScope(organizationId, query, now);
      const [counted] = await selectRows<{ total: number }>(
        db,
        sql`select count(*)::integer as total from ${reportFrom} where ${scope.where}`,
      );
      const figures = await computeFigures(db, kind, scope, query.type);
      if (specialCategoryReportKinds.includes(kind)) {
        // Figures of special-category data (UK GDPR article 9): who read which report and when.
        await recordAudit(db, {
          actorUserId: auth.user.id,
          organizationId,
          action: specialCategoryReportAuditAction,
          targetType: 'report',
          targetId: kind,
          details: { type: query.type, range: query.range },
        });
      }
      return {
        kind,
        type: query.type,
        organizationId,
        range: query.range,
        from: scope.interval ? toEpochSeconds(scope.interval.from) : null,
        to: scope.interval ? toEpochSeconds(scope.interval.to) : null,
        roleLevel: query.roleLevel ?? null,
        department: query.department ?? null,
        generatedAt: toEpochSeconds(now),
        total: counted?.total ?? 0,
        ...figures,
      };
    },
  };
}
