import type { ProviderOverview } from '@shortlist/domain/contract';
import { and, count, countDistinct, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { authSessions, candidates, organizations, roles, users } from '../db/schema/index.ts';
import { byName } from './organization-list.ts';

const recentSignInDays = 30;

/**
 * Decision: a recruitment season runs from 1 September to 31 August (the UK graduate cycle the clients
 * recruit on), so "this season" starts on the last 1 September, UTC.
 */
export function seasonStart(now: Date): Date {
  const year = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 8, 1));
}

/** Counts per organisation id of one grouped query, as a lookup. */
function byOrganization(rows: { organizationId: number | null; total: number }[]): Map<number, number> {
  return new Map(
    rows.flatMap((row) => (row.organizationId === null ? [] : [[row.organizationId, row.total]])),
  );
}

/** GET /admin/overview: the provider's figures across its active clients (callers check ADMIN first). */
export async function computeProviderOverview(db: Database, now = new Date()): Promise<ProviderOverview> {
  const start = seasonStart(now);
  const since = new Date(now.getTime() - recentSignInDays * 24 * 60 * 60 * 1000);
  const clients = await db
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.status, 'ACTIVE'))
    .orderBy(...byName);
  const applications = byOrganization(
    await db
      .select({ organizationId: candidates.organizationId, total: count() })
      .from(candidates)
      .where(and(isNull(candidates.deletedAt), gte(candidates.appliedAt, start)))
      .groupBy(candidates.organizationId),
  );
  const liveRoles = byOrganization(
    await db
      .select({ organizationId: roles.organizationId, total: count() })
      .from(roles)
      .where(eq(roles.status, 'LIVE'))
      .groupBy(roles.organizationId),
  );
  // Any user of the organisation (its managers and the candidates it holds) who started a session.
  const signIns = byOrganization(
    await db
      .select({ organizationId: users.organizationId, total: countDistinct(authSessions.userId) })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(gte(authSessions.createdAt, since))
      .groupBy(users.organizationId),
  );
  const rows = clients.map((client) => ({
    organization: client,
    applicationsThisSeason: applications.get(client.id) ?? 0,
    activeRoles: liveRoles.get(client.id) ?? 0,
    usersSignedInLast30Days: signIns.get(client.id) ?? 0,
  }));
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    seasonStart: start.toISOString().slice(0, 10),
    totals: {
      organizations: rows.length,
      applicationsThisSeason: sum((row) => row.applicationsThisSeason),
      activeRoles: sum((row) => row.activeRoles),
      usersSignedInLast30Days: sum((row) => row.usersSignedInLast30Days),
    },
    organizations: rows,
  };
}
