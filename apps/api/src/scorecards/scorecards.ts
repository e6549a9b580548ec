import type { CandidateScorecards, ScorecardHistory, StageScorecards } from '@shortlist/domain/contract';
import type { ScorecardSave } from '@shortlist/domain/schemas';
import { comparePipelineOrder } from '@shortlist/domain/stages';
import { and, asc, eq } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { decidesFor } from '../competencies/access.ts';
import { loadCompetencies } from '../competencies/competencies.ts';
import { kitsOfRoleStage } from '../competencies/kits.ts';
import type { Database, Executor } from '../db/database.ts';
import { scorecardRevisions, scorecards } from '../db/schema/index.ts';
import { findOrganizationCandidate } from '../pipeline/organization-candidate-access.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { loadScorecards, userAssessorKey } from './scorecard-rows.ts';
import { assertSlotOf, lockScorecard, writeScorecard } from './scorecard-writes.ts';
import type { ScorecardReader } from './visibility.ts';
import { visibleTo } from './visibility.ts';

export const userName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

function readerOf(user: UserRow, organizationId: number): ScorecardReader {
  return { assessorKey: userAssessorKey(user.id), decides: decidesFor(user, organizationId) };
}

/** A candidate's scorecards stage by stage as the reader may see them, with the competencies and kits. */
export async function candidateScorecardsFor(
  executor: Executor,
  reader: ScorecardReader,
  candidate: CandidateRow,
  onlyStageId?: number,
): Promise<CandidateScorecards> {
  const cards = await loadScorecards(executor, candidate.organizationId, candidate.id, onlyStageId);
  const stageIds =
    onlyStageId === undefined
      ? [...new Set([candidate.stageId, ...cards.map((card) => card.stageId)])].sort(comparePipelineOrder)
      : [onlyStageId];
  const [competencies, kits] = await Promise.all([
    loadCompetencies(executor, candidate.organizationId),
    candidate.roleId === null ? [] : kitsOfRoleStage(executor, candidate.organizationId, candidate.roleId),
  ]);
  return {
    candidateId: candidate.id,
    stages: stageIds.map((stageId) =>
      visibleTo(
        reader,
        stageId,
        cards.filter((card) => card.stageId === stageId),
      ),
    ),
    competencies,
    kits: kits.filter((kit) => stageIds.includes(kit.stageId)),
  };
}

/** The manager's side of scorecards: read by stage, save one's own, read a scorecard's history. */
export function createScorecardService(db: Database) {
  return {
    async read(user: UserRow, organizationId: number, candidateId: number, stageId?: number) {
      const candidate = await findOrganizationCandidate(db, user, organizationId, candidateId);
      return candidateScorecardsFor(db, readerOf(user, organizationId), candidate, stageId);
    },

    /** The caller's own scorecard of the candidate at the stage: made if need be, saved, maybe submitted. */
    async saveOwn(
      user: UserRow,
      organizationId: number,
      candidateId: number,
      body: ScorecardSave,
    ): Promise<StageScorecards> {
      return db.transaction(async (tx) => {
        const candidate = await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const slot = {
          organizationId,
          candidateId,
          roleId: candidate.roleId,
          stageId: body.stageId,
          exerciseId: body.exerciseId,
          kitId: body.kitId ?? null,
        };
        await assertSlotOf(tx, slot);
        const name = userName(user);
        const row = await lockScorecard(tx, slot, {
          key: userAssessorKey(user.id),
          userId: user.id,
          email: null,
          name,
        });
        if (body.kitId != null && row.kitId !== body.kitId) {
          await tx
            .update(scorecards)
            .set({ kitId: body.kitId })
            .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, row.id)));
        }
        await writeScorecard(tx, row, body, { userId: user.id, name });
        const cards = await loadScorecards(tx, organizationId, candidateId, body.stageId);
        return visibleTo(readerOf(user, organizationId), body.stageId, cards);
      });
    },

    async history(user: UserRow, organizationId: number, scorecardId: number): Promise<ScorecardHistory> {
      const [row] = await db
        .select()
        .from(scorecards)
        .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.id, scorecardId)));
      if (!row) throw notFound('The scorecard');
      await findOrganizationCandidate(db, user, organizationId, row.candidateId);
      const reader = readerOf(user, organizationId);
      const stage = visibleTo(
        reader,
        row.stageId,
        await loadScorecards(db, organizationId, row.candidateId, row.stageId),
      );
      const own = row.assessorKey === reader.assessorKey;
      // Someone else's scorecard the reader may not see yet is not there for them.
      if (!own && !stage.others.some((card) => card.id === row.id)) throw notFound('The scorecard');
      const revisions = await db
        .select()
        .from(scorecardRevisions)
        .where(
          and(
            eq(scorecardRevisions.organizationId, organizationId),
            eq(scorecardRevisions.scorecardId, scorecardId),
          ),
        )
        .orderBy(asc(scorecardRevisions.id));
      return {
        scorecardId,
        revisions: revisions.map((revision) => ({
          id: revision.id,
          editedBy: revision.editedByName,
          at: revision.createdAt.toISOString(),
          recommendation: revision.snapshot.recommendation,
          ratings: revision.snapshot.ratings,
          privateNotes: own || reader.decides ? revision.snapshot.privateNotes : null,
        })),
      };
    },
  };
}

export type ScorecardService = ReturnType<typeof createScorecardService>;
