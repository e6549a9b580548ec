import { assertManagerOf } from '../candidates/access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

const mayChangeAnyone = (user: UserRow) => isProviderAdmin(user) || isManagerAdmin(user);

/** The organisation's hours: any of its managers reads them (another organisation's: 404). */
export const assertHoursReader = assertManagerOf;

/** Changing the organisation's hours: its manager admins and the provider; a standard manager gets 403. */
export function assertOrganizationHoursAdmin(user: UserRow, organizationId: number): void {
  assertManagerOf(user, organizationId);
  if (!mayChangeAnyone(user)) throw forbidden();
}

/** An interviewer's hours: a manager their own; manager admins and the provider anyone's in the organisation. */
export function assertInterviewerHoursAccess(user: UserRow, organizationId: number, email: string): void {
  assertManagerOf(user, organizationId);
  if (!mayChangeAnyone(user) && user.email.trim().toLowerCase() !== email) throw forbidden();
}
