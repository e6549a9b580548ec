import { furtherMarkerFor, isDisagreement } from '@shortlist/domain/assessment';
import type { MarkerQuestionView, MarkSubmitted, MyMarkingRound } from '@shortlist/domain/contract';
import type { MarkingMarkBody } from '@shortlist/domain/schemas';
import { markingMessages } from '@shortlist/domain/schemas';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import {
  markingAnswers,
  markingAssignments,
  markingMarkers,
  markingRounds,
  roles,
} from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import type { MarkingRoundRow } from './access.ts';
import { assertMarkerOf, assertMarkingReader, findRound } from './access.ts';
import { markerAnswerView, markerQuestionsOf, markerQuestionView, myAnswersOf } from './marker-views.ts';

// A marker's work: the rounds they mark, one question's answers in their own order, and a mark for an answer.
// When an answer's first marks are all in and differ by 2 or more, one further marker who has not marked it is
// assigned, the least loaded of the pool.

async function startedRoundFor(executor: Executor, user: UserRow, organizationId: number, roundId: number) {
  assertMarkingReader(user, organizationId);
  const round = await findRound(executor, organizationId, roundId);
  await assertMarkerOf(executor, user, round);
  if (round.status !== 'marking') throw conflict(markingMessages.notStarted);
  return round;
}

/** Assigns the answer its further mark when its first marks are all in and disagree; once per answer. */
async function askForFurtherMark(
  executor: Executor,
  round: MarkingRoundRow,
  answer: { id: number; reference: string },
) {
  const marks = await executor
    .select({
      markerUserId: markingAssignments.markerUserId,
      mark: markingAssignments.mark,
      further: markingAssignments.further,
    })
    .from(markingAssignments)
    .where(
      and(
        eq(markingAssignments.organizationId, round.organizationId),
        eq(markingAssignments.answerId, answer.id),
      ),
    );
  if (marks.some((row) => row.further) || marks.some((row) => row.mark === null)) return;
  if (!isDisagreement(marks.map((row) => row.mark ?? 0))) return;
  const pool = await executor
    .select({ userId: markingMarkers.userId })
    .from(markingMarkers)
    .where(
      and(eq(markingMarkers.organizationId, round.organizationId), eq(markingMarkers.roundId, round.id)),
    );
  const loads = await executor
    .select({ markerUserId: markingAssignments.markerUserId, total: count() })
    .from(markingAssignments)
    .where(
      and(
        eq(markingAssignments.organizationId, round.organizationId),
        eq(markingAssignments.roundId, round.id),
      ),
    )
    .groupBy(markingAssignments.markerUserId);
  const loadOf = new Map(loads.map((row) => [row.markerUserId, row.total]));
  const further = furtherMarkerFor(
    answer.reference,
    marks.map((row) => row.markerUserId),
    new Map(pool.map((marker) => [marker.userId, loadOf.get(marker.userId) ?? 0])),
    round.seed,
  );
  if (further === null) return;
  await executor.insert(markingAssignments).values({
    organizationId: round.organizationId,
    roundId: round.id,
    answerId: answer.id,
    markerUserId: further,
    further: true,
  });
  await recordAudit(executor, {
    actorUserId: null,
    organizationId: round.organizationId,
    action: 'marking.further-mark-assigned',
    targetType: 'marking-answer',
    targetId: answer.reference,
    details: { roundId: round.id, markerUserId: further, marks: marks.map((row) => row.mark) },
  });
}

export function createMarkingService(db: Database) {
  return {
    /** The started rounds the user marks, with their progress: "Marking to do". */
    async mine(user: UserRow, organizationId: number): Promise<MyMarkingRound[]> {
      assertMarkingReader(user, organizationId);
      const rows = await db
        .select({
          roundId: markingRounds.id,
          name: markingRounds.name,
          roleName: roles.name,
          marked: sql<number>`count(${markingAssignments.mark})::int`,
          total: sql<number>`count(${markingAssignments.answerId})::int`,
        })
        .from(markingMarkers)
        .innerJoin(
          markingRounds,
          and(
            eq(markingRounds.organizationId, markingMarkers.organizationId),
            eq(markingRounds.id, markingMarkers.roundId),
          ),
        )
        .innerJoin(
          roles,
          and(eq(roles.organizationId, markingRounds.organizationId), eq(roles.id, markingRounds.roleId)),
        )
        .leftJoin(
          markingAssignments,
          and(
            eq(markingAssignments.organizationId, markingMarkers.organizationId),
            eq(markingAssignments.roundId, markingMarkers.roundId),
            eq(markingAssignments.markerUserId, markingMarkers.userId),
          ),
        )
        .where(
          and(
            eq(markingMarkers.organizationId, organizationId),
            eq(markingMarkers.userId, user.id),
            eq(markingRounds.status, 'marking'),
          ),
        )
        .groupBy(markingRounds.id, markingRounds.name, roles.name)
        .orderBy(markingRounds.id);
      return rows.map((row) => ({
        roundId: row.roundId,
        name: row.name,
        roleName: row.roleName,
        progress: { marked: Number(row.marked), total: Number(row.total) },
      }));
    },

    async question(
      user: UserRow,
      organizationId: number,
      roundId: number,
      questionId: number | undefined,
    ): Promise<MarkerQuestionView> {
      const round = await startedRoundFor(db, user, organizationId, roundId);
      return markerQuestionView(db, round, user.id, questionId);
    },

    /** Marks one of the marker's answers; a mark may be changed, each change audited with what it was. */
    async submit(
      user: UserRow,
      organizationId: number,
      roundId: number,
      reference: string,
      body: MarkingMarkBody,
    ): Promise<MarkSubmitted> {
      return db.transaction(async (tx) => {
        const round = await startedRoundFor(tx, user, organizationId, roundId);
        // The answer's row is locked, so two markers finishing it at once see each other's marks in turn.
        const [answer] = await tx
          .select({
            id: markingAnswers.id,
            reference: markingAnswers.reference,
            questionId: markingAnswers.questionId,
          })
          .from(markingAnswers)
          .where(
            and(
              eq(markingAnswers.organizationId, organizationId),
              eq(markingAnswers.roundId, round.id),
              eq(markingAnswers.reference, reference),
            ),
          )
          .for('update');
        const mine = eq(markingAssignments.markerUserId, user.id);
        const [assignment] = answer
          ? await tx
              .select({ mark: markingAssignments.mark })
              .from(markingAssignments)
              .where(
                and(
                  eq(markingAssignments.organizationId, organizationId),
                  eq(markingAssignments.answerId, answer.id),
                  mine,
                ),
              )
          : [];
        // An answer assigned to someone else is as missing as one that does not exist.
        if (!answer || !assignment) throw notFound('The answer');
        const note = body.note ?? '';
        const [marked] = await tx
          .update(markingAssignments)
          .set({ mark: body.mark, note, markedAt: new Date() })
          .where(
            and(
              eq(markingAssignments.organizationId, organizationId),
              eq(markingAssignments.answerId, answer.id),
              mine,
            ),
          )
          .returning({
            mark: markingAssignments.mark,
            note: markingAssignments.note,
            markedAt: markingAssignments.markedAt,
          });
        if (!marked) throw notFound('The answer');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'marking.marked',
          targetType: 'marking-answer',
          targetId: reference,
          details: { roundId: round.id, mark: body.mark, previousMark: assignment.mark },
        });
        await askForFurtherMark(tx, round, answer);
        const all = await myAnswersOf(tx, round, user.id);
        const questions = await markerQuestionsOf(tx, round, all);
        const question = questions.find((each) => each.id === answer.questionId);
        if (!question) throw notFound('The question');
        const [text] = all.filter((row) => row.reference === reference);
        return {
          answer: markerAnswerView({ reference, text: text?.text ?? '', ...marked }),
          question,
          progress: { marked: all.filter((row) => row.mark !== null).length, total: all.length },
        };
      });
    },
  };
}
