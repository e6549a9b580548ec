import type { RoleFilter, RoleFilterType } from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, gte, ilike, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { roles } from '../db/schema/index.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { loadRoleReferenceLabels } from './reference-values.ts';
import { toPublicRoleSummary, toPublicRoleView } from './views.ts';

export const publicRoleMessages = {
  unknownStatus: 'Filter on ACTIVE or CLOSED roles.',
} as const;

// Decision: the status filter of the careers list reads ACTIVE (still taking applications) or CLOSED
// (deadline passed); without one, every live role that has opened is listed.
const openStatusValues = ['ACTIVE', 'OPEN', 'LIVE'];
const closedStatusValues = ['CLOSED'];

const attributeColumns = {
  department: roles.department,
  location: roles.location,
  roleType: roles.roleType,
  roleLevel: roles.roleLevel,
  employmentType: roles.employmentType,
  workArrangement: roles.workArrangement,
} as const;

const escapeLikePattern = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

function filterCondition(filter: RoleFilter, index: number, now: Date): SQL | undefined {
  if (filter.type === 'searchTerm') return ilike(roles.name, `%${escapeLikePattern(filter.value)}%`);
  if (filter.type === 'status') {
    const value = filter.value.toUpperCase();
    if (openStatusValues.includes(value)) return or(isNull(roles.deadline), gte(roles.deadline, now));
    if (closedStatusValues.includes(value)) return lt(roles.deadline, now);
    throw invalidInput(publicRoleMessages.unknownStatus, [
      { field: `filters.${index}.value`, message: publicRoleMessages.unknownStatus },
    ]);
  }
  return eq(sql`lower(${attributeColumns[filter.type]})`, filter.value.toLowerCase());
}

/** Filters of one type widen the list (any of them), filters of different types narrow it (all of them). */
function filtersCondition(filters: readonly RoleFilter[], now: Date): SQL | undefined {
  const byType = new Map<RoleFilterType, SQL[]>();
  for (const [index, filter] of filters.entries()) {
    const condition = filterCondition(filter, index, now);
    if (condition) byType.set(filter.type, [...(byType.get(filter.type) ?? []), condition]);
  }
  return and(...[...byType.values()].map((conditions) => or(...conditions)));
}

/** A role the careers site shows (any status but DRAFT) of an active organisation; anything else is 404. */
export async function findPublicRole(executor: Executor, idOrSubdomain: string, roleId: number) {
  const organization = await findActiveOrganization(executor, idOrSubdomain);
  const [role] = await executor
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, organization.id), ne(roles.status, 'DRAFT')))
    .limit(1);
  if (!role) throw notFound('The role');
  return { role, organization };
}

/** The careers site's roles (§7 Public): live roles that have opened, by id or subdomain of the organisation. */
export function createPublicRoleService(db: Database) {
  return {
    async list(
      idOrSubdomain: string,
      paging: { page: number; resultsPerPage: number },
      filters: RoleFilter[],
    ) {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const now = new Date();
      const where = and(
        eq(roles.organizationId, organization.id),
        eq(roles.status, 'LIVE'),
        // Decision: a live role without an open date counts as open.
        or(isNull(roles.openDate), lte(roles.openDate, now)),
        filtersCondition(filters, now),
      );
      const [totals] = await db.select({ total: count() }).from(roles).where(where);
      const rows = await db
        .select()
        .from(roles)
        .where(where)
        .orderBy(sql`${roles.deadline} asc nulls last`, asc(roles.name), asc(roles.id))
        .limit(paging.resultsPerPage)
        .offset(paging.page * paging.resultsPerPage);
      const labels = await loadRoleReferenceLabels(db, organization);
      return buildPage(
        rows.map((role) => toPublicRoleSummary(role, organization, labels)),
        { page: paging.page, size: paging.resultsPerPage, total: totals?.total ?? 0 },
      );
    },

    /** One role with its application form; drafts are not public and answer 404. */
    async get(idOrSubdomain: string, roleId: number) {
      const { role, organization } = await findPublicRole(db, idOrSubdomain, roleId);
      return toPublicRoleView(role, organization, await loadRoleReferenceLabels(db, organization));
    },
  };
}

export type PublicRoleService = ReturnType<typeof createPublicRoleService>;
