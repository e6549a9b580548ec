import type { SubStageCode } from '@shortlist/domain/stages';
import {
  comparePipelineOrder,
  resolveStageGroup,
  selectSubStages,
  stageNames,
} from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { roles, subStages } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';

export type SubStageRow = typeof subStages.$inferSelect;

/** A stage with its sub-stages in order, as GET /organization/{orgId}/stages answers it. */
export function toStageView(stageId: number, rows: readonly SubStageRow[], interviewConfigured = true) {
  const groupStage = resolveStageGroup(stageId);
  const stage = {
    id: stageId,
    groupStage,
    // Codes come from the domain's stage catalogue when an organisation is created.
    subStages: rows.map((row) => ({
      id: row.id,
      codeStage: row.code as SubStageCode,
      defaultSubStage: row.isDefault,
      orderIndex: row.orderIndex,
    })),
  };
  return {
    id: stageId,
    name: stageNames[stageId as keyof typeof stageNames] ?? null,
    groupStage,
    subStages: selectSubStages(stage, { interviewConfigured }),
  };
}

/** GET /organization/{orgId}/stages: the stages with sub-stages the manager console builds its move menus from. */
export function createOrganizationStageService(db: Database) {
  return {
    async stages(user: UserRow, organizationId: number, roleId?: number) {
      assertManagerOf(user, organizationId);
      let interviewConfigured = true;
      if (roleId !== undefined) {
        const [role] = await db
          .select({ interviewConfigured: roles.interviewConfigured })
          .from(roles)
          .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
        if (!role) throw notFound('The role');
        interviewConfigured = role.interviewConfigured;
      }
      const rows = await db.select().from(subStages).where(eq(subStages.organizationId, organizationId));
      const byStage = new Map<number, SubStageRow[]>();
      for (const row of rows) byStage.set(row.stageId, [...(byStage.get(row.stageId) ?? []), row]);
      return [...byStage.keys()]
        .toSorted(comparePipelineOrder)
        .map((stageId) => toStageView(stageId, byStage.get(stageId) ?? [], interviewConfigured));
    },
  };
}
