import type { ReviewerQueue } from '@shortlist/domain/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { findLiveToken } from '../accounts/tokens.ts';
import { isAnyOf } from '../db/any-of.ts';
import type { Database } from '../db/database.ts';
import { candidateNotes, candidates, roles, users } from '../db/schema/index.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import { notFound } from '../shared/failures.ts';
import { screeningName } from './screening-name.ts';

/**
 * GET /api/public/organization/{id}/token/{token}/candidates: the applications an outside reviewer's link
 * opens that are still the organisation's, in the order the link lists them, each with whether this
 * reviewer has reviewed it: a comment under the link's reviewer name. Decision: a score alone does not count, as
 * scores carry no reviewer and another reviewer's score must not tick this one's list.
 */
export function createReviewerQueueService(db: Database) {
  return {
    async queue(idOrSubdomain: string, secret: string): Promise<ReviewerQueue> {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const token = await findLiveToken(db, secret, 'organization');
      if (!token || token.organizationId !== organization.id || token.payload.kind !== 'reviewer') {
        throw notFound('The link');
      }
      const ids = Array.isArray(token.payload.candidateIds)
        ? token.payload.candidateIds.filter((id): id is number => Number.isInteger(id))
        : [];
      const reviewerName = typeof token.payload.reviewerName === 'string' ? token.payload.reviewerName : null;
      const commented = sql<boolean>`exists (select 1 from ${candidateNotes}
        where ${candidateNotes.candidateId} = ${candidates.id}
          and ${candidateNotes.organizationId} = ${candidates.organizationId}
          and ${candidateNotes.authorUserId} is null
          and ${candidateNotes.reviewerName} = ${reviewerName})`;
      const rows = await db
        .select({
          id: candidates.id,
          stageId: candidates.stageId,
          revealedAt: candidates.revealedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          anonymised: users.anonymised,
          roleName: roles.name,
          reviewed: commented,
        })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .leftJoin(roles, eq(roles.id, candidates.roleId))
        .where(
          and(
            eq(candidates.organizationId, organization.id),
            isAnyOf(candidates.id, ids),
            isNull(candidates.deletedAt),
          ),
        );
      const blindStageIds = await blindStageIdsOf(db, organization.id);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        organization: { id: organization.id, name: organization.name },
        reviewerName,
        expiresAt: token.expiresAt.toISOString(),
        candidates: ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          byId.delete(id);
          return [
            {
              id,
              name: screeningName(row, blindStageIds),
              roleName: row.roleName,
              reviewed: row.reviewed === true,
            },
          ];
        }),
      };
    },
  };
}
