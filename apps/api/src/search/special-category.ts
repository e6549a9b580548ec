import type { SearchFilter } from '@shortlist/domain/schemas';
import { listSpecialCategoryFilters, specialCategoryMessages } from '@shortlist/domain/schemas';
import type { Executor } from '../db/database.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';
import { isAdmin } from '../shared/permissions.ts';

export const specialCategoryAuditAction = 'search.special-category-filter';

/**
 * Diversity, health, orientation and religion filters (special-category data) are for manager admins and the
 * provider only; each use is audited by filter name, never by the values searched for.
 */
export async function assertSpecialCategoryUse(
  executor: Executor,
  auth: AuthContext,
  organizationId: number,
  filter: SearchFilter,
): Promise<void> {
  const used = listSpecialCategoryFilters(filter.filters);
  if (used.length === 0) return;
  if (!isAdmin(auth.user)) throw forbidden(specialCategoryMessages.adminsOnly);
  await recordAudit(executor, {
    actorUserId: auth.user.id,
    organizationId,
    action: specialCategoryAuditAction,
    targetType: 'search',
    details: { filters: used },
  });
}
