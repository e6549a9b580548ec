import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { ScorecardSnapshot } from '../db/schema/assessment.ts';
import { scorecardRatings, scorecardRevisions, scorecards } from '../db/schema/index.ts';
import type { FullScorecard } from './visibility.ts';

export type ScorecardRow = typeof scorecards.$inferSelect;

/** A user's assessor key; an outside assessor's is by email. */
export const userAssessorKey = (userId: number) => `user:${userId}`;
export const emailAssessorKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** The scorecards of a candidate (at one stage, when given) with their ratings and how often they were edited. */
export async function loadScorecards(
  executor: Executor,
  organizationId: number,
  candidateId: number,
  stageId?: number,
): Promise<FullScorecard[]> {
  const rows = await executor
    .select()
    .from(scorecards)
    .where(
      and(
        eq(scorecards.organizationId, organizationId),
        eq(scorecards.candidateId, candidateId),
        stageId === undefined ? undefined : eq(scorecards.stageId, stageId),
      ),
    )
    .orderBy(asc(scorecards.stageId), asc(scorecards.exerciseId), asc(scorecards.id));
  return withRatings(executor, organizationId, rows);
}

/** The rows as full scorecards, their ratings and revision counts read in one query each. */
export async function withRatings(
  executor: Executor,
  organizationId: number,
  rows: readonly ScorecardRow[],
): Promise<FullScorecard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [ratings, revisions] = await Promise.all([
    executor
      .select()
      .from(scorecardRatings)
      .where(
        and(eq(scorecardRatings.organizationId, organizationId), inArray(scorecardRatings.scorecardId, ids)),
      ),
    executor
      .select({ scorecardId: scorecardRevisions.scorecardId, revisions: count() })
      .from(scorecardRevisions)
      .where(
        and(
          eq(scorecardRevisions.organizationId, organizationId),
          inArray(scorecardRevisions.scorecardId, ids),
        ),
      )
      .groupBy(scorecardRevisions.scorecardId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    candidateId: row.candidateId,
    stageId: row.stageId,
    exerciseId: row.exerciseId,
    kitId: row.kitId,
    assessorKey: row.assessorKey,
    assessor: { userId: row.assessorUserId, name: row.assessorName, outside: row.assessorUserId === null },
    status: row.status,
    recommendation: row.recommendation,
    ratings: ratings
      .filter((rating) => rating.scorecardId === row.id)
      .map(({ competencyId, rating, evidence }) => ({ competencyId, rating, evidence }))
      .sort((a, b) => a.competencyId - b.competencyId),
    privateNotes: row.privateNotes,
    assessedAt: row.assessedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    edits: Math.max(0, (revisions.find((each) => each.scorecardId === row.id)?.revisions ?? 0) - 1),
  }));
}

export function snapshotOf(
  card: Pick<FullScorecard, 'recommendation' | 'privateNotes' | 'ratings'>,
): ScorecardSnapshot {
  return { recommendation: card.recommendation, privateNotes: card.privateNotes, ratings: card.ratings };
}
