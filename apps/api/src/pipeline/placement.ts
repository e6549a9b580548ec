import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, subStages } from '../db/schema/index.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { notFound } from '../shared/failures.ts';

/** Where a candidate stands after a move, as the move calls reply. */
export async function readPlacement(executor: Executor, candidateId: number) {
  const [row] = await executor
    .select({
      id: candidates.id,
      roleId: candidates.roleId,
      stageId: candidates.stageId,
      subStageId: subStages.id,
      subStageCode: subStages.code,
      appliedAt: candidates.appliedAt,
      lastChangeAt: candidates.lastChangeAt,
    })
    .from(candidates)
    .leftJoin(subStages, eq(candidates.subStageId, subStages.id))
    .where(eq(candidates.id, candidateId));
  if (!row) throw notFound('The candidate');
  return {
    id: row.id,
    roleId: row.roleId,
    stageId: row.stageId,
    subStage: row.subStageId === null ? null : { id: row.subStageId, code: row.subStageCode },
    appliedAt: toEpochSeconds(row.appliedAt),
    lastChangeAt: toEpochSeconds(row.lastChangeAt),
  };
}
export type Placement = Awaited<ReturnType<typeof readPlacement>>;
