import type { ReviewerFeedback, ScorePayload } from '@shortlist/domain/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { findLiveToken } from '../accounts/tokens.ts';
import type { Database } from '../db/database.ts';
import { candidateNotes, candidateScores, candidates } from '../db/schema/index.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { buildReviewerApplication } from '../review/reviewer-application.ts';
import { recordAudit } from '../shared/audit.ts';
import { notFound } from '../shared/failures.ts';

/** The metric an outside reviewer's score is kept under, per stage (§7 public score submission). */
export const reviewerScoreMetric = 'reviewer';
const defaultReviewerName = 'External reviewer';

/** Ids a reviewer token opens: its payload's candidateIds, whole numbers only. */
function candidateIdsOf(payload: Record<string, unknown>): number[] {
  const ids = payload.candidateIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/**
 * An outside reviewer's access by an organisation token of kind 'reviewer' (§7 Public): read the
 * applications the token lists, without diversity data, and leave a recommendation or a score.
 */
export function createCandidateReviewService(db: Database) {
  async function reviewerAccess(idOrSubdomain: string, secret: string, candidateId: number) {
    const organization = await findActiveOrganization(db, idOrSubdomain);
    const token = await findLiveToken(db, secret, 'organization');
    if (!token || token.organizationId !== organization.id || token.payload.kind !== 'reviewer') {
      throw notFound('The link');
    }
    if (!candidateIdsOf(token.payload).includes(candidateId)) throw notFound('The candidate');
    const [candidate] = await db
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.id, candidateId),
          eq(candidates.organizationId, organization.id),
          isNull(candidates.deletedAt),
        ),
      )
      .limit(1);
    if (!candidate) throw notFound('The candidate');
    const reviewerName = typeof token.payload.reviewerName === 'string' ? token.payload.reviewerName : null;
    return { organization, token, candidate, reviewerName };
  }

  return {
    /**
     * The application as a reviewer reads it: answers, role, stage, files and contextual flags; never
     * ethnicity, the profile's special-category or social-mobility answers, or consents.
     */
    async application(idOrSubdomain: string, secret: string, candidateId: number) {
      const { candidate } = await reviewerAccess(idOrSubdomain, secret, candidateId);
      return buildReviewerApplication(db, candidate);
    },

    /** Keeps the reviewer's recommendation as a comment under the reviewer's name (from the link, else the form). */
    async feedback(idOrSubdomain: string, secret: string, candidateId: number, input: ReviewerFeedback) {
      const { candidate, token, reviewerName } = await reviewerAccess(idOrSubdomain, secret, candidateId);
      const name = reviewerName ?? input.reviewerName ?? defaultReviewerName;
      const comment = [input.recommendation, input.comment].filter(Boolean).join('\n\n');
      const note = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(candidateNotes)
          .values({
            organizationId: candidate.organizationId,
            candidateId: candidate.id,
            authorUserId: null,
            reviewerName: name,
            kind: 'comment',
            comment,
          })
          .returning();
        if (!row) throw new Error('the comment was not stored');
        await recordAudit(tx, {
          actorUserId: null,
          organizationId: candidate.organizationId,
          action: 'candidate.review.feedback',
          targetType: 'candidate',
          targetId: candidate.id,
          details: { noteId: row.id, reviewer: name, tokenId: token.id },
        });
        return row;
      });
      return {
        id: note.id,
        candidateId: candidate.id,
        kind: note.kind,
        comment: note.comment,
        reviewerName: name,
      };
    },

    /** Stores the reviewer's score at the candidate's current stage; a later score replaces it. */
    async score(idOrSubdomain: string, secret: string, candidateId: number, input: ScorePayload) {
      const { candidate, token, reviewerName } = await reviewerAccess(idOrSubdomain, secret, candidateId);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(candidateScores)
          .values({
            organizationId: candidate.organizationId,
            candidateId: candidate.id,
            stageId: candidate.stageId,
            metricKey: reviewerScoreMetric,
            value: input.score,
            // The total the reviewer scored out of travels with the score.
            textValue: String(input.totalScore),
            scorerUserId: null,
          })
          .onConflictDoUpdate({
            target: [
              candidateScores.organizationId,
              candidateScores.candidateId,
              candidateScores.stageId,
              candidateScores.metricKey,
            ],
            set: { value: input.score, textValue: String(input.totalScore), updatedAt: now },
          });
        await recordAudit(tx, {
          actorUserId: null,
          organizationId: candidate.organizationId,
          action: 'candidate.review.score',
          targetType: 'candidate',
          targetId: candidate.id,
          details: {
            stageId: candidate.stageId,
            score: input.score,
            totalScore: input.totalScore,
            reviewer: reviewerName,
            tokenId: token.id,
          },
        });
      });
      return {
        candidateId: candidate.id,
        stageId: candidate.stageId,
        score: input.score,
        totalScore: input.totalScore,
      };
    },
  };
}

export type CandidateReviewService = ReturnType<typeof createCandidateReviewService>;
