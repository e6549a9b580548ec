import type { OrganizationListQuery, OrganizationSortColumn } from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, countDistinct, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, organizations } from '../db/schema/index.ts';
import { toOrganizationView } from '../shared/views.ts';

// GET /organization (§7): the provider's client list, one page, with each client's number of candidates.

/** Case-insensitive name order, then id, so pages never swap rows between calls. */
export const byName = [sql`lower(${organizations.name})`, organizations.name, organizations.id];

/** searchTerm matches name or subdomain anywhere, case-insensitively; % and _ are literal characters. */
function matchesSearchTerm(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(organizations.name, pattern), ilike(organizations.subdomain, pattern));
}

export async function listOrganizationPage(db: Database, query: OrganizationListQuery) {
  const size = query.resultsPerPage;
  const offset = query.page * size;
  const where = and(eq(organizations.status, query.status), matchesSearchTerm(query.searchTerm));
  const [counted] = await db.select({ total: count() }).from(organizations).where(where);
  const total = counted?.total ?? 0;
  // A page far past the end is simply empty; no need to ask the database with an unsafe offset.
  if (!Number.isSafeInteger(offset) || offset >= total)
    return buildPage([], { page: query.page, size, total });

  // Candidates: the people with a live (not deleted) application there, each counted once.
  const counts = db
    .select({
      organizationId: candidates.organizationId,
      total: countDistinct(candidates.userId).as('candidate_total'),
    })
    .from(candidates)
    .where(isNull(candidates.deletedAt))
    .groupBy(candidates.organizationId)
    .as('candidate_counts');
  const candidateCount = sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number);
  const sortColumns: Record<OrganizationSortColumn, SQL | typeof organizations.name> = {
    name: sql`lower(${organizations.name})`,
    sector: sql`${organizations.sectorKind}`,
    tier: sql`${organizations.tier}`,
    productType: sql`${organizations.productType}`,
    countryBase: sql`${organizations.countryBase}`,
    createdAt: sql`${organizations.createdAt}`,
    candidateCount: sql`coalesce(${counts.total}, 0)`,
  };
  const direction = query.orderBy === 'desc' ? desc : asc;
  const rows = await db
    .select({ org: organizations, candidateCount })
    .from(organizations)
    .leftJoin(counts, eq(counts.organizationId, organizations.id))
    .where(where)
    .orderBy(direction(sortColumns[query.sortBy]), ...byName)
    .limit(size)
    .offset(offset);
  const items = rows.map((row) => ({ ...toOrganizationView(row.org), candidateCount: row.candidateCount }));
  return buildPage(items, { page: query.page, size, total });
}
