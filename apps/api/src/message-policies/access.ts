import { assertManagerOf } from '../candidates/access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

/** Reading an organisation's policies and reasons: any of its managers (another organisation's: 404). */
export const assertPolicyReader = assertManagerOf;

/** Changing them: the organisation's manager admins and the provider; a standard manager gets 403. */
export function assertPolicyAdmin(user: UserRow, organizationId: number): void {
  assertManagerOf(user, organizationId);
  if (!isProviderAdmin(user) && !isManagerAdmin(user)) throw forbidden();
}
