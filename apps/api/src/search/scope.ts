import { and, eq } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { roles } from '../db/schema/index.ts';
import { findOrganizationForRequest } from '../organizations/lookup.ts';
import type { RequestOrganization } from '../reference-data/reference-data.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, invalidInput, notFound } from '../shared/failures.ts';
import { isManager, isProviderAdmin } from '../shared/permissions.ts';

export const searchScopeMessages = {
  organizationRequired: 'Choose the organisation to search (the subdomain parameter).',
} as const;

/**
 * The one organisation a search, count, export, bulk move or report covers: a manager's own, whatever
 * `subdomain` says; for ADMIN the organisation `subdomain` (or the host) names. Candidates get 403.
 */
export async function resolveScopeOrganization(
  executor: Executor,
  user: UserRow,
  request: RequestOrganization,
): Promise<number> {
  if (isProviderAdmin(user)) {
    const org = await findOrganizationForRequest(executor, request);
    if (org) return org.id;
    if (!request.subdomain || request.subdomain === 'null') {
      throw invalidInput(searchScopeMessages.organizationRequired, [
        { field: 'subdomain', message: searchScopeMessages.organizationRequired },
      ]);
    }
    throw notFound('The organisation');
  }
  if (!isManager(user) || user.organizationId === null) throw forbidden();
  assertManagerOf(user, user.organizationId);
  return user.organizationId;
}

/** A role of the organisation; another organisation's role answers 404 like a missing one. */
export async function assertRoleOfOrganization(
  executor: Executor,
  organizationId: number,
  roleId: number,
): Promise<void> {
  const [row] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.organizationId, organizationId)))
    .limit(1);
  if (!row) throw notFound('The role');
}

/** The organisation of a search-like call and, when one is named, a check that the role is one of its own. */
export async function resolveSearchScope(
  executor: Executor,
  user: UserRow,
  request: RequestOrganization,
  roleId: number | null,
): Promise<number> {
  const organizationId = await resolveScopeOrganization(executor, user, request);
  if (roleId !== null) await assertRoleOfOrganization(executor, organizationId, roleId);
  return organizationId;
}
