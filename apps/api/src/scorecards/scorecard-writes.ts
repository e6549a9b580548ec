import { isDeepStrictEqual } from 'node:util';
import type { ScorecardSave } from '@shortlist/domain/schemas';
import { scorecardMessages } from '@shortlist/domain/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { assertCompetencies } from '../competencies/competencies.ts';
import type { Executor } from '../db/database.ts';
import {
  assessmentCentreExercises,
  assessmentCentres,
  interviewKits,
  scorecardRatings,
  scorecardRevisions,
  scorecards,
} from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { invalidInput } from '../shared/failures.ts';
import type { ScorecardRow } from './scorecard-rows.ts';
import { snapshotOf, withRatings } from './scorecard-rows.ts';

/** Who a scorecard belongs to. */
export interface Assessor {
  key: string;
  userId: number | null;
  email: string | null;
  name: string;
}

export interface ScorecardSlot {
  organizationId: number;
  candidateId: number;
  roleId: number | null;
  stageId: number;
  exerciseId: number;
  kitId: number | null;
}

/** What a scorecard names must be of the candidate's role at the stage: its assessment-centre exercise and its kit. */
export async function assertSlotOf(executor: Executor, slot: ScorecardSlot): Promise<void> {
  if (slot.exerciseId !== 0) await assertExerciseOf(executor, slot);
  if (slot.kitId === null) return;
  const [kit] = await executor
    .select({ id: interviewKits.id })
    .from(interviewKits)
    .where(
      and(
        eq(interviewKits.organizationId, slot.organizationId),
        eq(interviewKits.id, slot.kitId),
        eq(interviewKits.stageId, slot.stageId),
        slot.roleId === null ? undefined : eq(interviewKits.roleId, slot.roleId),
      ),
    );
  if (!kit)
    throw invalidInput(scorecardMessages.unknownKit, [
      { field: 'kitId', message: scorecardMessages.unknownKit },
    ]);
}

/** An exercise scorecard names an exercise of one of the organisation's assessment centres at that role and stage. */
async function assertExerciseOf(executor: Executor, slot: ScorecardSlot): Promise<void> {
  const [exercise] = await executor
    .select({ id: assessmentCentreExercises.id })
    .from(assessmentCentreExercises)
    .innerJoin(
      assessmentCentres,
      and(
        eq(assessmentCentres.organizationId, assessmentCentreExercises.organizationId),
        eq(assessmentCentres.id, assessmentCentreExercises.centreId),
      ),
    )
    .where(
      and(
        eq(assessmentCentreExercises.organizationId, slot.organizationId),
        eq(assessmentCentreExercises.id, slot.exerciseId),
        eq(assessmentCentres.stageId, slot.stageId),
        slot.roleId === null ? undefined : eq(assessmentCentres.roleId, slot.roleId),
      ),
    );
  if (!exercise)
    throw invalidInput(scorecardMessages.unknownExercise, [
      { field: 'exerciseId', message: scorecardMessages.unknownExercise },
    ]);
}

/**
 * The assessor's scorecard of the slot, made as a draft when they have none, and locked FOR UPDATE: two saves
 * of one scorecard at once take turns on its one row (the unique assessor index makes the insert idempotent).
 */
export async function lockScorecard(
  executor: Executor,
  slot: ScorecardSlot,
  assessor: Assessor,
  assessedAt: Date | null = null,
): Promise<ScorecardRow> {
  await executor
    .insert(scorecards)
    .values({
      organizationId: slot.organizationId,
      candidateId: slot.candidateId,
      stageId: slot.stageId,
      exerciseId: slot.exerciseId,
      kitId: slot.kitId,
      assessorKey: assessor.key,
      assessorUserId: assessor.userId,
      assessorEmail: assessor.email,
      assessorName: assessor.name,
      assessedAt,
    })
    .onConflictDoNothing();
  const [row] = await executor
    .select()
    .from(scorecards)
    .where(
      and(
        eq(scorecards.organizationId, slot.organizationId),
        eq(scorecards.candidateId, slot.candidateId),
        eq(scorecards.stageId, slot.stageId),
        eq(scorecards.exerciseId, slot.exerciseId),
        eq(scorecards.assessorKey, assessor.key),
      ),
    )
    .for('update');
  if (!row) throw new Error('the scorecard was not stored');
  return row;
}

export type ScorecardContent = Pick<ScorecardSave, 'ratings' | 'recommendation' | 'privateNotes' | 'submit'>;

/**
 * Saves the content into the locked scorecard. Submitting a draft, and every change to a submitted one, keeps
 * the new version in scorecard_revisions with who and when; a submitted scorecard never goes back to draft.
 */
export async function writeScorecard(
  executor: Executor,
  row: ScorecardRow,
  content: ScorecardContent,
  editor: { userId: number | null; name: string },
): Promise<void> {
  await assertCompetencies(
    executor,
    row.organizationId,
    content.ratings.map((entry, index) => ({
      field: `ratings.${index}.competencyId`,
      id: entry.competencyId,
    })),
    { live: false },
  );
  const wasSubmitted = row.status === 'submitted';
  const submitting = !wasSubmitted && content.submit;
  const now = new Date();
  const ofCard = and(eq(scorecards.organizationId, row.organizationId), eq(scorecards.id, row.id));
  await executor
    .update(scorecards)
    .set({
      recommendation: content.recommendation,
      privateNotes: content.privateNotes,
      updatedAt: now,
      ...(submitting ? { status: 'submitted' as const, submittedAt: now } : {}),
    })
    .where(ofCard);
  await executor
    .delete(scorecardRatings)
    .where(
      and(eq(scorecardRatings.organizationId, row.organizationId), eq(scorecardRatings.scorecardId, row.id)),
    );
  if (content.ratings.length > 0) {
    await executor.insert(scorecardRatings).values(
      content.ratings.map((entry) => ({
        organizationId: row.organizationId,
        scorecardId: row.id,
        competencyId: entry.competencyId,
        rating: entry.rating,
        evidence: entry.evidence,
      })),
    );
  }
  if (!wasSubmitted && !submitting) return;
  const snapshot = snapshotOf({
    ...content,
    ratings: [...content.ratings].sort((a, b) => a.competencyId - b.competencyId),
  });
  const [latest] = await executor
    .select({ snapshot: scorecardRevisions.snapshot })
    .from(scorecardRevisions)
    .where(
      and(
        eq(scorecardRevisions.organizationId, row.organizationId),
        eq(scorecardRevisions.scorecardId, row.id),
      ),
    )
    .orderBy(desc(scorecardRevisions.id))
    .limit(1);
  // A second submission of the same words (two tabs, a double click) is no new version.
  if (latest && isDeepStrictEqual(latest.snapshot, snapshot)) return;
  await executor.insert(scorecardRevisions).values({
    organizationId: row.organizationId,
    scorecardId: row.id,
    snapshot,
    editedByUserId: editor.userId,
    editedByName: editor.name,
    createdAt: now,
  });
  await recordAudit(executor, {
    actorUserId: editor.userId,
    organizationId: row.organizationId,
    action: submitting ? 'scorecard.submitted' : 'scorecard.edited',
    targetType: 'scorecard',
    targetId: row.id,
    details: { candidateId: row.candidateId, stageId: row.stageId, exerciseId: row.exerciseId },
  });
}

/** The scorecard as stored after a write. */
export async function reloadScorecard(executor: Executor, row: ScorecardRow) {
  const [fresh] = await executor
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.organizationId, row.organizationId), eq(scorecards.id, row.id)));
  if (!fresh) throw new Error('the scorecard vanished');
  return (await withRatings(executor, row.organizationId, [fresh]))[0];
}
