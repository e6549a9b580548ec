import type { ScorecardRecommendation } from '@shortlist/domain/assessment';
import { competencies, scorecardRatings, scorecards } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

// Issue 33: competencies and scorecards written straight to their tables, so the wash-up's tests need no other
// slice's routes.

const guide = { '1': 'No evidence.', '3': 'Sound evidence.', '5': 'Outstanding evidence.' };

/** Competencies of the organisation's framework, named with a suffix unique to the test file. */
export async function competenciesOf(t: TestApp, organizationId: number, names: readonly string[]) {
  const rows = await t.db
    .insert(competencies)
    .values(names.map((name, position) => ({ organizationId, name, guide, position })))
    .returning({ id: competencies.id, name: competencies.name });
  return rows;
}

export interface ScorecardFixture {
  organizationId: number;
  candidateId: number;
  stageId: number;
  exerciseId?: number;
  /** A user of the organisation, or an outside assessor by email. */
  assessor: { userId: number; name: string } | { email: string; name: string };
  status?: 'draft' | 'submitted';
  recommendation?: ScorecardRecommendation | null;
  /** Ratings by competency id. */
  ratings: Record<number, number | null>;
  submittedAt?: Date;
}

/** One assessor's scorecard with its ratings. */
export async function scorecardOf(t: TestApp, card: ScorecardFixture) {
  const status = card.status ?? 'submitted';
  const assessor =
    'userId' in card.assessor
      ? {
          assessorKey: `user:${card.assessor.userId}`,
          assessorUserId: card.assessor.userId,
          assessorEmail: null,
        }
      : {
          assessorKey: `email:${card.assessor.email}`,
          assessorUserId: null,
          assessorEmail: card.assessor.email,
        };
  const [row] = await t.db
    .insert(scorecards)
    .values({
      organizationId: card.organizationId,
      candidateId: card.candidateId,
      stageId: card.stageId,
      exerciseId: card.exerciseId ?? 0,
      ...assessor,
      assessorName: card.assessor.name,
      status,
      recommendation: card.recommendation ?? null,
      privateNotes: 'Only for the assessor and manager admins.',
      submittedAt: status === 'submitted' ? (card.submittedAt ?? new Date('2026-11-20T15:00:00Z')) : null,
    })
    .returning({ id: scorecards.id });
  if (!row) throw new Error('the scorecard was not stored');
  const entries = Object.entries(card.ratings);
  if (entries.length)
    await t.db.insert(scorecardRatings).values(
      entries.map(([competencyId, rating]) => ({
        organizationId: card.organizationId,
        scorecardId: row.id,
        competencyId: Number(competencyId),
        rating,
        evidence: 'Seen in the case study.',
      })),
    );
  return row.id;
}
