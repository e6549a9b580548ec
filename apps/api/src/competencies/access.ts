import { assertManagerOf } from '../candidates/access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

/** Reading the framework and the kits, and writing kits: any manager of the organisation (another's: 404). */
export const assertAssessmentReader = assertManagerOf;

/** Whether the user decides for the organisation: its manager admins and the provider. */
export function decidesFor(user: UserRow, organizationId: number): boolean {
  return isProviderAdmin(user) || (isManagerAdmin(user) && user.organizationId === organizationId);
}

/** Changing the framework: the organisation's manager admins and the provider; a standard manager gets 403. */
export function assertFrameworkAdmin(user: UserRow, organizationId: number): void {
  assertManagerOf(user, organizationId);
  if (!decidesFor(user, organizationId)) throw forbidden();
}
