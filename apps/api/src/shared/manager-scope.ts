import { assertManagerOf } from '../candidates/access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, invalidInput } from '../shared/failures.ts';
import { isManager } from './permissions.ts';

export const managerScopeMessages = {
  chooseOrganization: 'Choose an organisation.',
} as const;

/**
 * The organisation a manager's list or new record belongs to: the manager's own, or the one the provider
 * names. A manager naming another organisation gets 404; a candidate gets 403.
 */
export function resolveManagedOrganizationId(user: UserRow, requested: number | null | undefined): number {
  if (!isManager(user)) throw forbidden();
  const organizationId = requested ?? user.organizationId;
  if (organizationId == null) {
    throw invalidInput(managerScopeMessages.chooseOrganization, [
      { field: 'organizationId', message: managerScopeMessages.chooseOrganization },
    ]);
  }
  assertManagerOf(user, organizationId);
  return organizationId;
}
