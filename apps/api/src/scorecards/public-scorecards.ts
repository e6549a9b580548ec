import type { PublicScorecard } from '@shortlist/domain/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { findLiveToken } from '../accounts/tokens.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, roles, scorecards, users } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import { screeningName } from '../screening/screening-name.ts';
import { notFound } from '../shared/failures.ts';
import type { ScorecardContent } from './scorecard-writes.ts';
import { writeScorecard } from './scorecard-writes.ts';
import { candidateScorecardsFor } from './scorecards.ts';

/** The scorecard an outside assessor's link opens: a live 'scorecard' token of this organisation, or 404. */
async function scorecardOfLink(
  executor: Executor,
  organization: OrganizationRow,
  secret: string,
  lock: boolean,
) {
  const token = await findLiveToken(executor, secret, 'organization');
  const scorecardId = token?.payload.scorecardId;
  if (
    !token ||
    token.organizationId !== organization.id ||
    token.payload.kind !== 'scorecard' ||
    typeof scorecardId !== 'number'
  ) {
    throw notFound('The link');
  }
  const query = executor
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.organizationId, organization.id), eq(scorecards.id, scorecardId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The link');
  return row;
}

/** /api/public/organization/{id}/scorecard/{token}: an outside assessor's own scorecard, without an account. */
export function createPublicScorecardService(db: Database) {
  async function view(
    executor: Executor,
    organization: OrganizationRow,
    row: typeof scorecards.$inferSelect,
  ): Promise<PublicScorecard> {
    const [candidate] = await executor
      .select({
        candidate: candidates,
        firstName: users.firstName,
        lastName: users.lastName,
        anonymised: users.anonymised,
        roleName: roles.name,
      })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .leftJoin(
        roles,
        and(eq(roles.organizationId, candidates.organizationId), eq(roles.id, candidates.roleId)),
      )
      .where(
        and(
          eq(candidates.organizationId, organization.id),
          eq(candidates.id, row.candidateId),
          isNull(candidates.deletedAt),
        ),
      );
    if (!candidate) throw notFound('The link');
    const reader = { assessorKey: row.assessorKey, decides: false };
    const all = await candidateScorecardsFor(executor, reader, candidate.candidate, row.stageId);
    const stage = all.stages[0];
    const scorecard = stage?.mine.find((card) => card.id === row.id);
    if (!stage || !scorecard) throw notFound('The link');
    const blindStageIds = await blindStageIdsOf(executor, organization.id);
    return {
      organization: { id: organization.id, name: organization.name },
      // Blind review holds for outside assessors as for every reviewer link.
      candidate: {
        id: row.candidateId,
        name: screeningName(
          {
            firstName: candidate.firstName,
            lastName: candidate.lastName,
            anonymised: candidate.anonymised,
            stageId: candidate.candidate.stageId,
            revealedAt: candidate.candidate.revealedAt,
          },
          blindStageIds,
        ),
      },
      roleName: candidate.roleName,
      stage,
      scorecard,
      competencies: all.competencies,
      kits: all.kits,
    };
  }

  return {
    async read(idOrSubdomain: string, secret: string): Promise<PublicScorecard> {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      const row = await scorecardOfLink(db, organization, secret, false);
      return view(db, organization, row);
    },

    async save(idOrSubdomain: string, secret: string, content: ScorecardContent): Promise<PublicScorecard> {
      const organization = await findActiveOrganization(db, idOrSubdomain);
      return db.transaction(async (tx) => {
        const row = await scorecardOfLink(tx, organization, secret, true);
        await writeScorecard(tx, row, content, { userId: null, name: row.assessorName });
        return view(tx, organization, row);
      });
    },
  };
}

export type PublicScorecardService = ReturnType<typeof createPublicScorecardService>;
