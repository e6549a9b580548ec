import type { AnyReportKind, ReportFilters, ReportReply } from '@shortlist/domain/reports';
import {
  flagAdverseImpact,
  offeredReportKinds,
  reportTypesByKind,
  specialCategoryReportKinds,
  suppressSmallGroups,
} from '@shortlist/domain/reports';
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
import { readFilterNames } from './filter-names.ts';
import { reportFigures } from './kinds/index.ts';
import { readReportSettings } from './report-settings.ts';
import { buildReportScope, reportFrom } from './scope.ts';

export const reportServiceMessages = {
  typeNotOffered: (kind: AnyReportKind, types: readonly string[]) =>
    `The ${kind.toLowerCase()} report comes as ${types.join(', ')}.`,
  lateralOnly: (kind: AnyReportKind) => `The ${kind.toLowerCase()} report is for lateral hiring.`,
} as const;

export const reportViewedAuditAction = 'report.viewed';
export const specialCategoryReportAuditAction = 'report.special-category.viewed';

/** Who asked for a report: a signed-in manager, or a share link (audited as the link). */
export type ReportReader = { userId: number } | { shareId: number };

/** Refuses a type the kind does not come as, and a lateral kind where the organisation does not hire laterally. */
export async function assertReportOffered(
  db: Database,
  organizationId: number,
  kind: AnyReportKind,
  query: Pick<ReportQuery, 'type'>,
) {
  const types = reportTypesByKind[kind];
  if (!types.includes(query.type)) {
    const message = reportServiceMessages.typeNotOffered(kind, types);
    throw invalidInput(message, [{ field: 'type', message }]);
  }
  const settings = await readReportSettings(db, organizationId);
  if (!offeredReportKinds(settings.lateralHiring).includes(kind)) {
    const message = reportServiceMessages.lateralOnly(kind);
    throw invalidInput(message, [{ field: 'kind', message }]);
  }
  return settings;
}

/**
 * One report of one organisation, counted now over live data, every figure passed through the
 * suppression of small groups, and the reading written to the audit log (who, which kind, which filters).
 */
export async function countReport(
  db: Database,
  organizationId: number,
  kind: AnyReportKind,
  query: ReportQuery,
  reader: ReportReader,
): Promise<ReportReply> {
  const { minimumGroupSize } = await assertReportOffered(db, organizationId, kind, query);
  const now = new Date();
  const scope = buildReportScope(organizationId, query, now);
  const [counted] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::integer as total from ${reportFrom} where ${scope.where}`,
  );
  const sections = await reportFigures[kind](db, scope, query.type);
  const filters: ReportFilters = {
    range: query.range,
    from: scope.interval ? toEpochSeconds(scope.interval.from) : null,
    to: scope.interval ? toEpochSeconds(scope.interval.to) : null,
    roleId: query.roleId ?? null,
    roleLevel: query.roleLevel ?? null,
    department: query.department ?? null,
    names: await readFilterNames(db, organizationId, query),
  };
  await recordAudit(db, {
    actorUserId: 'userId' in reader ? reader.userId : null,
    organizationId,
    // Figures of special-category data (UK GDPR article 9) are audited under their own action.
    action: specialCategoryReportKinds.includes(kind)
      ? specialCategoryReportAuditAction
      : reportViewedAuditAction,
    targetType: 'report',
    targetId: kind,
    details: { type: query.type, ...filters, ...('shareId' in reader ? { shareId: reader.shareId } : {}) },
  });
  const total = counted?.total ?? 0;
  return {
    kind,
    type: query.type,
    organizationId,
    filters,
    generatedAt: toEpochSeconds(now),
    minimumGroupSize,
    total: total > 0 && total < minimumGroupSize ? 'suppressed' : total,
    // Small groups hidden first, so the four-fifths rule compares only rates anyone can see.
    sections: sections.map((section) => flagAdverseImpact(suppressSmallGroups(section, minimumGroupSize))),
  };
}

/** GET /reports/{kind} (§3 report kinds and types, §9 filters) for the caller's organisation. */
export function createReportService(db: Database) {
  return {
    async report(auth: AuthContext, request: RequestOrganization, kind: AnyReportKind, query: ReportQuery) {
      // Another organisation's role answers 404, like every record of another organisation.
      const organizationId = await resolveSearchScope(db, auth.user, request, query.roleId ?? null);
      return countReport(db, organizationId, kind, query, { userId: auth.user.id });
    },
  };
}
