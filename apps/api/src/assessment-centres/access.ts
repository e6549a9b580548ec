import { assertManagerOf } from '../candidates/access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

/** Reading an organisation's assessment centres: any of its managers (another organisation's: 404). */
export const assertCentreReader = assertManagerOf;

/** Building, generating, editing and publishing: manager admins and the provider; a standard manager 403. */
export function assertCentreAdmin(user: UserRow, organizationId: number): void {
  assertManagerOf(user, organizationId);
  if (!isProviderAdmin(user) && !isManagerAdmin(user)) throw forbidden();
}
