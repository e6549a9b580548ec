import type { SubStageCode } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { subStages } from '../db/schema/index.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';

/**
 * Moves candidates of one stage to a sub-stage of it (invited, scheduled, completed) through moveCandidates,
 * when the organisation's stage has that sub-stage; stages without it leave the candidates where they are.
 * Silent: the caller sends its own message (invitation, booking confirmation).
 */
export async function moveToSubStage(
  tx: Executor,
  move: {
    actorUserId: number;
    organizationId: number;
    stageId: number;
    code: SubStageCode;
    candidateIds: number[];
    reason: string;
  },
): Promise<number[]> {
  if (move.candidateIds.length === 0) return [];
  const [subStage] = await tx
    .select({ id: subStages.id })
    .from(subStages)
    .where(
      and(
        eq(subStages.organizationId, move.organizationId),
        eq(subStages.stageId, move.stageId),
        eq(subStages.code, move.code),
      ),
    )
    .limit(1);
  if (!subStage) return [];
  const moved = await moveCandidates(tx, {
    actorUserId: move.actorUserId,
    organizationId: move.organizationId,
    candidateIds: move.candidateIds,
    stageId: move.stageId,
    subStageId: subStage.id,
    reason: move.reason,
    notify: false,
  });
  return moved.ids;
}
