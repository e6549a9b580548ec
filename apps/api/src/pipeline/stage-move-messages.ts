import { stageIds, stageNames } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { queueUnrendered } from '../messaging/unrendered-messages.ts';
import { stageStatusWordingSql } from './candidate-status-wording.ts';

/**
 * Queues the message of a move for every moved candidate who accepts that channel: 'rejected' for a move to
 * Rejected, else 'stage-moved'. One INSERT ... SELECT queues them with their merge data, unrendered (the
 * outbox renders each when it is claimed), so 10,000 moves add no round trip and no rendering to the move.
 * In the move's transaction, so a move that rolls back sends nothing.
 */
export async function notifyCandidates(
  tx: Executor,
  organizationId: number,
  candidateIds: readonly number[],
  stageId: number,
): Promise<void> {
  await queueUnrendered(tx, {
    organizationId,
    key: stageId === stageIds.rejected ? 'rejected' : 'stage-moved',
    candidateIds,
    data: sql`jsonb_build_object('stage', jsonb_build_object('name',
      ${stageNames[stageId as keyof typeof stageNames] ?? 'a new stage'}::text, 'status', ${stageStatusWordingSql(stageId)}))`,
  });
}
