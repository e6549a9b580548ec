import { isAdmin, isManager, isManagerAdmin } from '@shortlist/domain/users';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';

/** ADMIN is the provider; HIRING_MANAGER_ADMIN also passes the domain's isAdmin, so check the type itself. */
export function isProviderAdmin(user: UserRow): boolean {
  return user.userType === 'ADMIN';
}

export function assertProviderAdmin(user: UserRow): void {
  if (!isProviderAdmin(user)) throw forbidden();
}

/**
 * Tenancy: the provider reaches every organisation; a manager only its own, and another organisation's
 * records answer 404 so their existence is not revealed.
 */
export function assertCanReadOrganization(user: UserRow, organizationId: number): void {
  if (isProviderAdmin(user)) return;
  if (isManager(user) && user.organizationId === organizationId) return;
  throw notFound('The organisation');
}

/** Managing an organisation's users: the provider, or that organisation's manager-admins. */
export function assertCanManageUsers(user: UserRow, organizationId: number): void {
  assertCanReadOrganization(user, organizationId);
  if (isProviderAdmin(user) || (isManagerAdmin(user) && user.organizationId === organizationId)) return;
  throw forbidden();
}

export { isAdmin, isManager, isManagerAdmin };
