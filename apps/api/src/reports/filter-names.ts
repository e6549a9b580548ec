import type { ReportFilterNames } from '@shortlist/domain/reports';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { referenceItems, roles } from '../db/schema/index.ts';

async function referenceLabel(
  executor: Executor,
  organizationId: number,
  type: string,
  id: number | undefined,
) {
  if (id === undefined) return null;
  const [item] = await executor
    .select({ label: referenceItems.label })
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.id, id),
        eq(referenceItems.type, type),
        or(isNull(referenceItems.organizationId), eq(referenceItems.organizationId, organizationId)),
      ),
    );
  return item?.label ?? null;
}

/** The role, role level and department a report was narrowed to, by name, so a shared link can say them. */
export async function readFilterNames(
  executor: Executor,
  organizationId: number,
  query: ReportQuery,
): Promise<ReportFilterNames> {
  const [role] =
    query.roleId === undefined
      ? []
      : await executor
          .select({ name: roles.name })
          .from(roles)
          .where(and(eq(roles.id, query.roleId), eq(roles.organizationId, organizationId)));
  return {
    role: role?.name ?? null,
    roleLevel: await referenceLabel(executor, organizationId, 'ROLE_LEVEL', query.roleLevel),
    department: await referenceLabel(executor, organizationId, 'DEPARTMENT', query.department),
  };
}
