import { isDisagreement } from '@shortlist/domain/assessment';
import type {
  MarkingGuide,
  MarkingPerson,
  MarkingRoundQuestion,
  MarkingRoundSummary,
} from '@shortlist/domain/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  markingAnswers,
  markingAssignments,
  markingMarkers,
  markingQuestions,
  users,
} from '../db/schema/index.ts';
import type { MarkingRoundRow } from './access.ts';

// A round as the set-up screen and the results read it: its questions, people and the pool's progress.

type QuestionRow = typeof markingQuestions.$inferSelect;

export const questionView = (row: QuestionRow): MarkingRoundQuestion => ({
  id: row.id,
  fieldKey: row.fieldKey,
  prompt: row.prompt,
  guide: row.guide as MarkingGuide,
  weight: row.weight,
});

/** A person's name as colleagues read it: their names, else their email. */
export const personName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Names of users by id, for the people of the organisation's rounds. */
export async function peopleByIds(executor: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

export async function questionsOf(executor: Executor, organizationId: number, roundIds: readonly number[]) {
  if (roundIds.length === 0) return [];
  return executor
    .select()
    .from(markingQuestions)
    .where(
      and(
        eq(markingQuestions.organizationId, organizationId),
        inArray(markingQuestions.roundId, [...roundIds]),
      ),
    )
    .orderBy(asc(markingQuestions.position), asc(markingQuestions.id));
}

/** Every assignment of the rounds with its answer's candidate and question: what progress and flags count. */
export async function assignmentsOf(executor: Executor, organizationId: number, roundIds: readonly number[]) {
  if (roundIds.length === 0) return [];
  return executor
    .select({
      roundId: markingAssignments.roundId,
      answerId: markingAssignments.answerId,
      markerUserId: markingAssignments.markerUserId,
      further: markingAssignments.further,
      mark: markingAssignments.mark,
      note: markingAssignments.note,
      markedAt: markingAssignments.markedAt,
      candidateId: markingAnswers.candidateId,
      questionId: markingAnswers.questionId,
      reference: markingAnswers.reference,
    })
    .from(markingAssignments)
    .innerJoin(
      markingAnswers,
      and(
        eq(markingAnswers.organizationId, markingAssignments.organizationId),
        eq(markingAnswers.id, markingAssignments.answerId),
      ),
    )
    .where(
      and(
        eq(markingAssignments.organizationId, organizationId),
        inArray(markingAssignments.roundId, [...roundIds]),
      ),
    );
}
export type AssignmentRow = Awaited<ReturnType<typeof assignmentsOf>>[number];

/** The marks given to each answer, by answer id. */
export function marksByAnswer(assignments: readonly AssignmentRow[]): Map<number, number[]> {
  const marks = new Map<number, number[]>();
  for (const row of assignments) {
    const list = marks.get(row.answerId) ?? [];
    if (row.mark !== null) list.push(row.mark);
    marks.set(row.answerId, list);
  }
  return marks;
}

/** The rounds as summaries, in the order given. */
export async function summariesOf(
  executor: Executor,
  organizationId: number,
  rounds: readonly MarkingRoundRow[],
): Promise<MarkingRoundSummary[]> {
  const roundIds = rounds.map((round) => round.id);
  const questions = await questionsOf(executor, organizationId, roundIds);
  const markers =
    roundIds.length === 0
      ? []
      : await executor
          .select()
          .from(markingMarkers)
          .where(
            and(eq(markingMarkers.organizationId, organizationId), inArray(markingMarkers.roundId, roundIds)),
          );
  const assignments = await assignmentsOf(executor, organizationId, roundIds);
  const names = await peopleByIds(executor, [
    ...markers.map((marker) => marker.userId),
    ...rounds.flatMap((round) => [...round.decisionMakerUserIds, round.startedByUserId ?? 0]),
  ]);
  const person = (userId: number): MarkingPerson => ({ userId, name: names.get(userId) ?? '' });
  return rounds.map((round) => {
    const own = assignments.filter((row) => row.roundId === round.id);
    const answerMarks = marksByAnswer(own);
    return {
      id: round.id,
      roleId: round.roleId,
      stageId: round.stageId,
      name: round.name,
      status: round.status,
      marksPerAnswer: round.marksPerAnswer,
      questions: questions.filter((row) => row.roundId === round.id).map(questionView),
      markers: markers
        .filter((marker) => marker.roundId === round.id)
        .map((marker) => person(marker.userId))
        .sort((a, b) => a.name.localeCompare(b.name)),
      decisionMakers: round.decisionMakerUserIds.map(person),
      candidates: new Set(own.map((row) => row.candidateId)).size,
      progress: { marked: own.filter((row) => row.mark !== null).length, total: own.length },
      flagged: [...answerMarks.values()].filter(isDisagreement).length,
      startedAt: round.startedAt?.toISOString() ?? null,
      startedBy: round.startedByUserId ? (names.get(round.startedByUserId) ?? null) : null,
      createdAt: round.createdAt.toISOString(),
    };
  });
}
