import type { FilterMoveReply } from '@shortlist/domain/contract';
import type { SearchFilter } from '@shortlist/domain/schemas';
import type { Database } from '../db/database.ts';
import type { MoveChoice } from '../pipeline/stage-moves.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import { resolveCriteria } from './criteria.ts';
import { buildIdQuery } from './query.ts';
import { selectRows } from './sql-parts.ts';

export interface FilterMove {
  actorUserId: number;
  organizationId: number;
  stageId: number;
  /** The target sub-stage; it must belong to the stage and organisation. */
  subStageId: number;
  filter: SearchFilter;
  /** Issue 32: the mover's message choice and a rejection's reason. */
  choice?: MoveChoice;
}

/**
 * POST /candidate/bulkstage/filter/{stageId}/{substageId}: every result of the filter except its
 * unselectedIds moves in one transaction, selected set-wise by the search's own query and moved by
 * moveCandidates (one update, one history row each, one audit row); a failure moves none.
 */
export async function moveCandidatesByFilter(db: Database, move: FilterMove): Promise<FilterMoveReply> {
  return db.transaction(async (tx) => {
    const criteria = await resolveCriteria(tx, { organizationId: move.organizationId, filter: move.filter });
    const rows = await selectRows<{ id: number }>(tx, buildIdQuery(criteria));
    const moved = await moveCandidates(tx, {
      actorUserId: move.actorUserId,
      organizationId: move.organizationId,
      candidateIds: rows.map((row) => row.id),
      stageId: move.stageId,
      subStageId: move.subStageId,
      reason: 'bulk',
      message: move.choice?.message,
      rejectionReasonId: move.choice?.rejectionReasonId,
    });
    return {
      moved: moved.ids.length,
      stageId: move.stageId,
      subStageId: move.subStageId,
      batchId: moved.batchId,
      undoCandidateId: moved.ids[0] ?? null,
    };
  });
}
