import { and, eq } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { roles } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { isManagerAdmin, isProviderAdmin } from '../shared/permissions.ts';

/** Any manager of the organisation reads a role's wash-up and decides at it; another organisation's role is 404. */
export async function assertWashUpRole(
  executor: Executor,
  user: UserRow,
  organizationId: number,
  roleId: number,
): Promise<void> {
  assertManagerOf(user, organizationId);
  const [role] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
  if (!role) throw notFound('The role');
}

/** The fairness evidence is for the organisation's manager admins (and the provider); a standard manager gets 403. */
export async function assertFairnessReader(
  executor: Executor,
  user: UserRow,
  organizationId: number,
  roleId: number,
): Promise<void> {
  await assertWashUpRole(executor, user, organizationId, roleId);
  if (!isProviderAdmin(user) && !isManagerAdmin(user)) throw forbidden();
}

/** How a user is named on what they decide. */
export function nameOf(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
