import { randomBytes } from 'node:crypto';
import { assignMarkers, withholdIdentity } from '@shortlist/domain/assessment';
import type { MarkingRoundSummary } from '@shortlist/domain/contract';
import { markingMessages } from '@shortlist/domain/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  candidates,
  markingAnswers,
  markingAssignments,
  markingMarkers,
  markingRounds,
} from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, invalidInput } from '../shared/failures.ts';
import { assertMarkingAdmin, findRound } from './access.ts';
import { identifyingTextOf } from './identity.ts';
import { questionsOf, summariesOf } from './round-views.ts';

// Starting a round fixes what is marked: the live applications at the round's stage of its role, their answers
// to its questions with identifying text withheld (kept that way, so no marker's read ever touches the record),
// each under a fresh opaque reference, and the markers of each answer, assigned evenly.

// Rows per insert: well under PostgreSQL's 65,535 parameters a statement.
const chunkSize = 1000;

function chunksOf<Item>(items: readonly Item[]): Item[][] {
  return Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );
}

/** An answer's reference: random, so nothing about the candidate or the order of the record can be read from it. */
const newReference = () => randomBytes(9).toString('base64url');

const responseText = (responses: { questionId: string; response: unknown }[], fieldKey: string) => {
  const response = responses.find((entry) => String(entry.questionId) === fieldKey)?.response;
  return typeof response === 'string' ? response.trim() : '';
};

export function createRoundStartService(db: Database) {
  return {
    async start(user: UserRow, organizationId: number, roundId: number): Promise<MarkingRoundSummary> {
      assertMarkingAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const round = await findRound(tx, organizationId, roundId, { lock: true });
        if (round.status !== 'setup') throw conflict(markingMessages.alreadyStarted);
        const questions = await questionsOf(tx, organizationId, [round.id]);
        const markers = await tx
          .select({ userId: markingMarkers.userId })
          .from(markingMarkers)
          .where(
            and(eq(markingMarkers.organizationId, organizationId), eq(markingMarkers.roundId, round.id)),
          );
        if (markers.length < round.marksPerAnswer) {
          const message = markingMessages.tooFewMarkers;
          throw invalidInput(message, [{ field: 'markerUserIds', message }]);
        }
        const applicants = await tx
          .select({ id: candidates.id, userId: candidates.userId, responses: candidates.responses })
          .from(candidates)
          .where(
            and(
              eq(candidates.organizationId, organizationId),
              eq(candidates.roleId, round.roleId),
              eq(candidates.stageId, round.stageId),
              isNull(candidates.deletedAt),
              isNull(candidates.withdrawnAt),
              isNull(candidates.anonymisedAt),
            ),
          );
        if (applicants.length === 0) throw conflict(markingMessages.nobodyAtStage);
        const identities = await identifyingTextOf(
          tx,
          applicants.map((applicant) => applicant.userId),
        );
        const answers = questions.flatMap((question) =>
          applicants.flatMap((applicant) => {
            const text = responseText(applicant.responses, question.fieldKey);
            const identity = identities.get(applicant.userId);
            if (text === '' || !identity) return [];
            return [
              {
                organizationId,
                roundId: round.id,
                questionId: question.id,
                candidateId: applicant.id,
                reference: newReference(),
                withheldText: withholdIdentity(text, identity),
              },
            ];
          }),
        );
        if (answers.length === 0) {
          throw conflict(markingMessages.noAnswers);
        }
        const stored = [];
        for (const chunk of chunksOf(answers)) {
          stored.push(
            ...(await tx
              .insert(markingAnswers)
              .values(chunk)
              .returning({ id: markingAnswers.id, reference: markingAnswers.reference })),
          );
        }
        const idOf = new Map(stored.map((row) => [row.reference, row.id]));
        const assigned = assignMarkers(
          answers.map((answer) => ({ key: answer.reference, questionId: answer.questionId })),
          markers.map((marker) => marker.userId),
          round.marksPerAnswer,
          round.seed,
        );
        const assignments = [...assigned].flatMap(([reference, markerIds]) =>
          markerIds.map((markerUserId) => ({
            organizationId,
            roundId: round.id,
            answerId: idOf.get(reference) ?? 0,
            markerUserId,
          })),
        );
        for (const chunk of chunksOf(assignments)) await tx.insert(markingAssignments).values(chunk);
        const [started] = await tx
          .update(markingRounds)
          .set({ status: 'marking', startedAt: new Date(), startedByUserId: user.id, updatedAt: new Date() })
          .where(and(eq(markingRounds.organizationId, organizationId), eq(markingRounds.id, round.id)))
          .returning();
        if (!started) throw new Error('the marking round was not started');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'marking-round.started',
          targetType: 'marking-round',
          targetId: round.id,
          details: {
            candidates: applicants.length,
            answers: answers.length,
            assignments: assignments.length,
          },
        });
        const [summary] = await summariesOf(tx, organizationId, [started]);
        if (!summary) throw new Error('the marking round was not read back');
        return summary;
      });
    },
  };
}
