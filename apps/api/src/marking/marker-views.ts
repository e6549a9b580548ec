import { markerOrder } from '@shortlist/domain/assessment';
import type {
  MarkerAnswer,
  MarkerQuestion,
  MarkerQuestionView,
  MarkingGuide,
} from '@shortlist/domain/contract';
import { markingMessages } from '@shortlist/domain/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { markingAnswers, markingAssignments, markingQuestions, roles } from '../db/schema/index.ts';
import { invalidInput } from '../shared/failures.ts';
import type { MarkingRoundRow } from './access.ts';

// What a marker reads: their own answers, each an opaque reference with the question, its guide and the text with
// identity withheld. Selected column by column from the round's own tables, so nothing of the candidate's record
// (id, names, schools, flags, documents) is ever in reach of a marker's reply.

/** The marker's own assignments in the round: reference, question, text and their mark. */
export async function myAnswersOf(executor: Executor, round: MarkingRoundRow, markerUserId: number) {
  return executor
    .select({
      answerId: markingAnswers.id,
      reference: markingAnswers.reference,
      questionId: markingAnswers.questionId,
      text: markingAnswers.withheldText,
      mark: markingAssignments.mark,
      note: markingAssignments.note,
      markedAt: markingAssignments.markedAt,
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
        eq(markingAssignments.organizationId, round.organizationId),
        eq(markingAssignments.roundId, round.id),
        eq(markingAssignments.markerUserId, markerUserId),
      ),
    );
}
type MyAnswerRow = Awaited<ReturnType<typeof myAnswersOf>>[number];

export const markerAnswerView = (row: Omit<MyAnswerRow, 'answerId' | 'questionId'>): MarkerAnswer => ({
  reference: row.reference,
  text: row.text,
  mark: row.mark,
  note: row.note,
  markedAt: row.markedAt?.toISOString() ?? null,
});

const progressOf = (rows: readonly MyAnswerRow[]) => ({
  marked: rows.filter((row) => row.mark !== null).length,
  total: rows.length,
});

async function roundQuestions(executor: Executor, round: MarkingRoundRow) {
  return executor
    .select({ id: markingQuestions.id, prompt: markingQuestions.prompt, guide: markingQuestions.guide })
    .from(markingQuestions)
    .where(
      and(eq(markingQuestions.organizationId, round.organizationId), eq(markingQuestions.roundId, round.id)),
    )
    .orderBy(asc(markingQuestions.position), asc(markingQuestions.id));
}

/** The questions as the marker works through them, with their own progress on each. */
export async function markerQuestionsOf(
  executor: Executor,
  round: MarkingRoundRow,
  mine: readonly MyAnswerRow[],
): Promise<MarkerQuestion[]> {
  const questions = await roundQuestions(executor, round);
  return questions.map((question) => ({
    id: question.id,
    prompt: question.prompt,
    guide: question.guide as MarkingGuide,
    progress: progressOf(mine.filter((row) => row.questionId === question.id)),
  }));
}

/**
 * The marker's view of one question: the one asked for, else the first with marks still to give (else the first).
 * The answers come in the marker's own order for this round and question.
 */
export async function markerQuestionView(
  executor: Executor,
  round: MarkingRoundRow,
  markerUserId: number,
  questionId: number | undefined,
): Promise<MarkerQuestionView> {
  const mine = await myAnswersOf(executor, round, markerUserId);
  const questions = await markerQuestionsOf(executor, round, mine);
  const question =
    questionId === undefined
      ? (questions.find((each) => each.progress.marked < each.progress.total) ?? questions[0])
      : questions.find((each) => each.id === questionId);
  if (!question) {
    const message = markingMessages.chooseQuestion;
    throw invalidInput(message, [{ field: 'questionId', message }]);
  }
  const answers = mine.filter((row) => row.questionId === question.id);
  const byReference = new Map(answers.map((row) => [row.reference, row]));
  const order = markerOrder([...byReference.keys()], {
    round: round.seed,
    markerId: markerUserId,
    questionId: question.id,
  });
  const [role] = await executor
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.organizationId, round.organizationId), eq(roles.id, round.roleId)));
  return {
    roundId: round.id,
    roundName: round.name,
    roleName: role?.name ?? '',
    questions,
    question,
    answers: order.flatMap((reference) => {
      const row = byReference.get(reference);
      return row ? [markerAnswerView(row)] : [];
    }),
    progress: progressOf(mine),
  };
}
