import type { UserRow } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isManager } from '../shared/permissions.ts';

/** List views are the manager console's: candidates get 403. */
export function assertManager(user: UserRow): void {
  if (!isManager(user)) throw forbidden();
}

/**
 * The organisation a manager's saved searches belong to. Decision: the provider (ADMIN) belongs to none, so it
 * keeps columns but no saved searches (403).
 */
export function organizationOfManager(user: UserRow): number {
  assertManager(user);
  if (user.organizationId === null) throw forbidden();
  return user.organizationId;
}
