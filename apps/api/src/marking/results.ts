import { combinedScore, isDisagreement, meanOf, rankByScore, spreadOf } from '@shortlist/domain/assessment';
import type {
  FurtherMarkState,
  MarkingAnswerResult,
  MarkingCandidateResult,
  MarkingResults,
} from '@shortlist/domain/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidateFacets, candidates, markingMarkers, users } from '../db/schema/index.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertMarkingReader, assertResultReader, findRound } from './access.ts';
import type { AssignmentRow } from './round-views.ts';
import { assignmentsOf, peopleByIds, questionsOf, summariesOf } from './round-views.ts';

// A round's results for its decision-makers: the pool's and each marker's progress, every candidate's combined
// score and rank, each answer's marks with their markers and flags, and the candidates' contextual flags. Names
// follow blind review: withheld while the application is at a blind stage and not revealed.

function furtherMarkOf(rows: readonly AssignmentRow[]): FurtherMarkState {
  const further = rows.find((row) => row.further);
  if (further) return further.mark === null ? 'assigned' : 'given';
  const complete = rows.every((row) => row.mark !== null);
  return complete && isDisagreement(rows.map((row) => row.mark ?? 0)) ? 'unavailable' : 'none';
}

export function createMarkingResultsService(db: Database) {
  return {
    async results(user: UserRow, organizationId: number, roundId: number): Promise<MarkingResults> {
      assertMarkingReader(user, organizationId);
      const round = await findRound(db, organizationId, roundId);
      assertResultReader(user, round);
      const [summary] = await summariesOf(db, organizationId, [round]);
      if (!summary) throw new Error('the marking round was not read');
      const questions = await questionsOf(db, organizationId, [round.id]);
      const assignments = await assignmentsOf(db, organizationId, [round.id]);
      const pool = await db
        .select({ userId: markingMarkers.userId })
        .from(markingMarkers)
        .where(and(eq(markingMarkers.organizationId, organizationId), eq(markingMarkers.roundId, round.id)));
      const names = await peopleByIds(db, [
        ...pool.map((marker) => marker.userId),
        ...assignments.map((row) => row.markerUserId),
      ]);
      const candidateIds = [...new Set(assignments.map((row) => row.candidateId))];
      const people =
        candidateIds.length === 0
          ? []
          : await db
              .select({
                id: candidates.id,
                stageId: candidates.stageId,
                revealedAt: candidates.revealedAt,
                firstName: users.firstName,
                lastName: users.lastName,
                flags: candidateFacets.contextualFlags,
              })
              .from(candidates)
              .innerJoin(users, eq(users.id, candidates.userId))
              .leftJoin(
                candidateFacets,
                and(
                  eq(candidateFacets.organizationId, candidates.organizationId),
                  eq(candidateFacets.candidateId, candidates.id),
                ),
              )
              .where(
                and(eq(candidates.organizationId, organizationId), inArray(candidates.id, candidateIds)),
              );
      const blindStageIds = await blindStageIdsOf(db, organizationId);

      const weights = questions.map((question) => ({ id: question.id, weight: question.weight }));
      const views = new Map<number, MarkingCandidateResult>();
      const scores = people.map((person) => {
        const own = assignments.filter((row) => row.candidateId === person.id);
        const answers: MarkingAnswerResult[] = questions.flatMap((question) => {
          const rows = own.filter((row) => row.questionId === question.id);
          if (rows.length === 0) return [];
          const marks = rows.flatMap((row) => (row.mark === null ? [] : [row.mark]));
          return [
            {
              questionId: question.id,
              reference: rows[0]?.reference ?? '',
              marks: rows
                .map((row) => ({
                  markerUserId: row.markerUserId,
                  markerName: names.get(row.markerUserId) ?? '',
                  mark: row.mark,
                  note: row.note,
                  markedAt: row.markedAt?.toISOString() ?? null,
                  further: row.further,
                }))
                .sort(
                  (a, b) => Number(a.further) - Number(b.further) || a.markerName.localeCompare(b.markerName),
                ),
              mean: meanOf(marks),
              spread: spreadOf(marks),
              flagged: isDisagreement(marks),
              furtherMark: furtherMarkOf(rows),
            },
          ];
        });
        const marksByQuestion = new Map<number, number[] | 'blank'>(
          questions.map((question) => {
            const answer = answers.find((each) => each.questionId === question.id);
            return [
              question.id,
              answer ? answer.marks.flatMap((mark) => (mark.mark === null ? [] : [mark.mark])) : 'blank',
            ];
          }),
        );
        const blind = isBlind(person, blindStageIds);
        const score = combinedScore(weights, marksByQuestion);
        views.set(person.id, {
          candidateId: person.id,
          firstName: blind ? null : person.firstName,
          lastName: blind ? null : person.lastName,
          blind,
          contextualFlags: person.flags ?? [],
          score,
          rank: null,
          answers,
        });
        return { key: person.id, score };
      });

      await recordAudit(db, {
        actorUserId: user.id,
        organizationId,
        action: 'marking-round.results-read',
        targetType: 'marking-round',
        targetId: round.id,
      });
      return {
        round: summary,
        markers: pool
          .map((marker) => {
            const rows = assignments.filter((row) => row.markerUserId === marker.userId);
            return {
              userId: marker.userId,
              name: names.get(marker.userId) ?? '',
              marked: rows.filter((row) => row.mark !== null).length,
              total: rows.length,
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name)),
        candidates: rankByScore(scores).flatMap((ranked) => {
          const view = views.get(ranked.key);
          return view ? [{ ...view, rank: ranked.rank }] : [];
        }),
      };
    },
  };
}
