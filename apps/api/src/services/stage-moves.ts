import { stageNames } from '@shortlist/domain/stages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, organizations, roles, stageHistory, subStages, users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import { recordAudit } from './audit.ts';
import type { Outbox, OutgoingMessage } from './outbox.ts';

export const stageMoveMessages = {
  unknownStage: 'Choose a stage and sub-stage of this organisation.',
} as const;

export interface StageMove {
  actorUserId: number;
  organizationId: number;
  candidateIds: readonly number[];
  stageId: number;
  /** A sub-stage of the stage; null picks the stage's default sub-stage. */
  subStageId: number | null;
  /** Why: 'move', 'bulk', 'fast-track', 'undo', ... kept in the stage history. */
  reason: string;
  /** Tell candidates by email or text (their contact preferences decide); off for silent corrections. */
  notify?: boolean;
}

/**
 * Moves candidates of one organisation to a stage and sub-stage in the caller's transaction: one update,
 * one history row per candidate, one audit row, and a message to each candidate. Ids of other
 * organisations' or deleted candidates are ignored; the ids actually moved are returned.
 */
export async function moveCandidates(tx: Executor, outbox: Outbox, move: StageMove): Promise<number[]> {
  const target = await resolveSubStage(tx, move.organizationId, move.stageId, move.subStageId);
  if (move.candidateIds.length === 0) return [];

  const before = await tx
    .select({ id: candidates.id, stageId: candidates.stageId, subStageId: candidates.subStageId })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, move.organizationId),
        inArray(candidates.id, [...move.candidateIds]),
        isNull(candidates.deletedAt),
      ),
    );
  if (before.length === 0) return [];
  const ids = before.map((row) => row.id);
  const now = new Date();
  await tx
    .update(candidates)
    .set({ stageId: move.stageId, subStageId: target.id, lastChangeAt: now, updatedAt: now })
    .where(and(eq(candidates.organizationId, move.organizationId), inArray(candidates.id, ids)));
  await tx.insert(stageHistory).values(
    before.map((row) => ({
      organizationId: move.organizationId,
      candidateId: row.id,
      fromStageId: row.stageId,
      fromSubStageId: row.subStageId,
      toStageId: move.stageId,
      toSubStageId: target.id,
      actorUserId: move.actorUserId,
      reason: move.reason,
      createdAt: now,
    })),
  );
  await recordAudit(tx, {
    actorUserId: move.actorUserId,
    organizationId: move.organizationId,
    action: `candidate.stage.${move.reason}`,
    targetType: 'candidate',
    targetId: ids.length === 1 ? ids[0] : null,
    details: { count: ids.length, stageId: move.stageId, subStageId: target.id },
  });
  if (move.notify !== false) await notifyCandidates(tx, outbox, move.organizationId, ids, move.stageId);
  return ids;
}

/** The sub-stage to land on: the one named (it must belong to the stage and organisation) or the default. */
export async function resolveSubStage(
  tx: Executor,
  organizationId: number,
  stageId: number,
  subStageId: number | null,
) {
  const rows = await tx
    .select()
    .from(subStages)
    .where(and(eq(subStages.organizationId, organizationId), eq(subStages.stageId, stageId)))
    .orderBy(subStages.orderIndex);
  const target =
    subStageId === null
      ? (rows.find((row) => row.isDefault) ?? rows[0])
      : rows.find((row) => row.id === subStageId);
  if (!target) {
    throw badRequest(stageMoveMessages.unknownStage, [
      { field: subStageId === null ? 'stageId' : 'substageId', message: stageMoveMessages.unknownStage },
    ]);
  }
  return target;
}

async function notifyCandidates(
  tx: Executor,
  outbox: Outbox,
  organizationId: number,
  candidateIds: readonly number[],
  stageId: number,
): Promise<void> {
  const rows = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      channels: users.contactChannels,
      mobile: users.mobile,
      anonymised: users.anonymised,
      roleName: roles.name,
      organizationName: organizations.name,
    })
    .from(candidates)
    .innerJoin(users, eq(candidates.userId, users.id))
    .innerJoin(organizations, eq(candidates.organizationId, organizations.id))
    .leftJoin(roles, eq(candidates.roleId, roles.id))
    .where(and(eq(candidates.organizationId, organizationId), inArray(candidates.id, [...candidateIds])));
  const stageName = stageNames[stageId as keyof typeof stageNames] ?? 'a new stage';
  const messages: OutgoingMessage[] = rows
    .filter((row) => !row.anonymised)
    .flatMap((row) => {
      const about = row.roleName ? `your application for ${row.roleName}` : 'your application';
      const body = `Hello ${row.firstName}, ${about} at ${row.organizationName} has moved to: ${stageName}. Sign in to see what happens next.`;
      const subject = `Update on ${about} at ${row.organizationName}`;
      return [
        ...(row.channels.includes('EMAIL')
          ? [
              {
                channel: 'EMAIL' as const,
                recipient: row.email,
                template: 'stage-moved',
                subject,
                body,
                organizationId,
              },
            ]
          : []),
        ...(row.channels.includes('SMS') && row.mobile
          ? [
              {
                channel: 'SMS' as const,
                recipient: row.mobile,
                template: 'stage-moved',
                subject,
                body,
                organizationId,
              },
            ]
          : []),
      ];
    });
  // Queued in the move's transaction: delivered after it commits, never for a move that rolled back.
  await outbox.queue(tx, messages);
}
