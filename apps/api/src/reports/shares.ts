import type { ReportShare } from '@shortlist/domain/contract';
import type { AnyReportKind, ReportReply } from '@shortlist/domain/reports';
import type { ReportShareInput } from '@shortlist/domain/schemas';
import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import { createSecret, hashSecret } from '../accounts/secrets.ts';
import type { Database } from '../db/database.ts';
import { reportShares, users } from '../db/schema/index.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import { resolveSearchScope } from '../search/scope.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';
import { assertReportOffered, countReport } from './service.ts';

const msPerDay = 86_400_000;
const linkNotFound = 'The report link';

/** Where a share link opens: the spec's public /manager/reports route, the token in the address. */
export const sharedReportPath = (token: string) => `/manager/reports?share=${encodeURIComponent(token)}`;

type ShareRow = typeof reportShares.$inferSelect & { creatorName: string | null };

function toReportShare(row: ShareRow): ReportShare {
  return {
    id: row.id,
    kind: row.kind as AnyReportKind,
    query: row.query,
    createdAt: toEpochSeconds(row.createdAt),
    createdBy: row.createdByUserId === null ? null : { id: row.createdByUserId, name: row.creatorName ?? '' },
    expiresAt: toEpochSeconds(row.expiresAt),
    revokedAt: toEpochSeconds(row.revokedAt),
  };
}

/** Share links are a manager admin's (or the provider's) to make, list and revoke. */
async function adminOrganization(
  db: Database,
  auth: AuthContext,
  request: RequestOrganization,
  roleId: number | null = null,
) {
  if (!isManagerAdmin(auth.user) && !isProviderAdmin(auth.user)) throw forbidden();
  // A link naming another organisation's role answers 404, like the report itself.
  return resolveSearchScope(db, auth.user, request, roleId);
}

/** Read-only report links (issue 15): made and revoked by manager admins, opened by anyone holding one. */
export function createReportShareService(db: Database) {
  const selectShares = () =>
    db
      .select({
        ...getTableColumns(reportShares),
        creatorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      })
      .from(reportShares)
      .leftJoin(users, eq(users.id, reportShares.createdByUserId));

  return {
    async create(
      auth: AuthContext,
      request: RequestOrganization,
      input: ReportShareInput,
    ): Promise<ReportShare> {
      const organizationId = await adminOrganization(db, auth, request, input.query.roleId ?? null);
      await assertReportOffered(db, organizationId, input.kind, input.query);
      const token = createSecret();
      const [row] = await db
        .insert(reportShares)
        .values({
          organizationId,
          kind: input.kind,
          query: input.query,
          tokenHash: hashSecret(token),
          createdByUserId: auth.user.id,
          expiresAt: new Date(Date.now() + input.expiresInDays * msPerDay),
        })
        .returning();
      if (!row) throw notFound(linkNotFound);
      await recordAudit(db, {
        actorUserId: auth.user.id,
        organizationId,
        action: 'report.shared',
        targetType: 'report-share',
        targetId: row.id,
        details: { kind: input.kind, ...input.query, expiresInDays: input.expiresInDays },
      });
      const name = `${auth.user.firstName} ${auth.user.lastName}`.trim();
      return { ...toReportShare({ ...row, creatorName: name }), token, path: sharedReportPath(token) };
    },

    async list(auth: AuthContext, request: RequestOrganization): Promise<ReportShare[]> {
      const organizationId = await adminOrganization(db, auth, request);
      const rows = await selectShares()
        .where(eq(reportShares.organizationId, organizationId))
        .orderBy(desc(reportShares.createdAt), desc(reportShares.id));
      return rows.map(toReportShare);
    },

    async revoke(auth: AuthContext, request: RequestOrganization, id: number): Promise<void> {
      const organizationId = await adminOrganization(db, auth, request);
      const [row] = await db
        .update(reportShares)
        .set({ revokedAt: sql`coalesce(${reportShares.revokedAt}, now())` })
        .where(and(eq(reportShares.organizationId, organizationId), eq(reportShares.id, id)))
        .returning({ id: reportShares.id });
      if (!row) throw notFound(linkNotFound);
      await recordAudit(db, {
        actorUserId: auth.user.id,
        organizationId,
        action: 'report.share.revoked',
        targetType: 'report-share',
        targetId: id,
      });
    },

    /** The report a live link opens, counted now; a revoked, expired or unknown link is simply not found. */
    async open(token: string): Promise<ReportReply> {
      const [share] = await db
        .select()
        .from(reportShares)
        .where(
          and(
            eq(reportShares.tokenHash, hashSecret(token)),
            isNull(reportShares.revokedAt),
            gt(reportShares.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!share) throw notFound(linkNotFound);
      const reply = await countReport(db, share.organizationId, share.kind as AnyReportKind, share.query, {
        shareId: share.id,
      });
      return { ...reply, share: { expiresAt: toEpochSeconds(share.expiresAt) } };
    },
  };
}
