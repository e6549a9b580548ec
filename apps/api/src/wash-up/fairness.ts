import type { Observation } from '@shortlist/domain/assessment';
import { assessorLeniency, krippendorffAlphaOf } from '@shortlist/domain/assessment';
import type { AssessorLeniencyView, FairnessEvidence, StageAgreement } from '@shortlist/domain/contract';
import { flagAdverseImpact, suppressSmallGroups } from '@shortlist/domain/reports';
import type { FairnessQuery } from '@shortlist/domain/schemas';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, scorecardRatings, scorecards } from '../db/schema/index.ts';
import { reportFigures } from '../reports/kinds/index.ts';
import { readReportSettings } from '../reports/report-settings.ts';
import { buildReportScope } from '../reports/scope.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertFairnessReader } from './access.ts';

/** The fairness evidence reads pass rates by protected characteristic: audited as special-category figures. */
export const fairnessAuditAction = 'assessment.fairness.viewed';

/** One submitted rating of the role, as the statistics read it. */
interface RoleRating {
  stageId: number;
  exerciseId: number;
  candidateId: number;
  competencyId: number;
  assessorKey: string;
  assessorName: string;
  rating: number;
}

/** A unit is one candidate's competency in one exercise of one stage; an observer is an assessor. */
function observationOf(rating: RoleRating): Observation {
  return {
    unit: `${rating.stageId}/${rating.exerciseId}/${rating.candidateId}/${rating.competencyId}`,
    observer: rating.assessorKey,
    value: rating.rating,
  };
}

function agreementOf(stageId: number, ratings: readonly RoleRating[]): StageAgreement {
  const observations = ratings.map(observationOf);
  const interval = krippendorffAlphaOf(observations, 'interval');
  return {
    stageId,
    intervalAlpha: interval.alpha,
    ordinalAlpha: krippendorffAlphaOf(observations, 'ordinal').alpha,
    pairableUnits: interval.pairableUnits,
    ratings: ratings.length,
    assessors: new Set(ratings.map((rating) => rating.assessorKey)).size,
  };
}

/** GET /organization/{orgId}/roles/{roleId}/fairness: agreement, leniency and pass rates by group. */
export function createFairnessService(db: Database) {
  return {
    async fairness(
      user: UserRow,
      organizationId: number,
      roleId: number,
      query: FairnessQuery,
    ): Promise<FairnessEvidence> {
      await assertFairnessReader(db, user, organizationId, roleId);
      const conditions = [
        eq(scorecards.organizationId, organizationId),
        eq(scorecards.status, 'submitted'),
        eq(candidates.roleId, roleId),
        isNull(candidates.deletedAt),
        isNotNull(scorecardRatings.rating),
      ];
      if (query.stageId !== undefined) conditions.push(eq(scorecards.stageId, query.stageId));
      const rows = await db
        .select({
          stageId: scorecards.stageId,
          exerciseId: scorecards.exerciseId,
          candidateId: scorecards.candidateId,
          competencyId: scorecardRatings.competencyId,
          assessorKey: scorecards.assessorKey,
          assessorName: scorecards.assessorName,
          rating: scorecardRatings.rating,
        })
        .from(scorecards)
        .innerJoin(
          candidates,
          and(
            eq(candidates.organizationId, scorecards.organizationId),
            eq(candidates.id, scorecards.candidateId),
          ),
        )
        .innerJoin(
          scorecardRatings,
          and(
            eq(scorecardRatings.organizationId, scorecards.organizationId),
            eq(scorecardRatings.scorecardId, scorecards.id),
          ),
        )
        .where(and(...conditions))
        .orderBy(asc(scorecards.stageId), asc(scorecards.id));
      const ratings = rows.map((row) => ({ ...row, rating: row.rating as number }));

      const stages = [...new Set(ratings.map((rating) => rating.stageId))];
      const agreement = stages.map((stageId) =>
        agreementOf(
          stageId,
          ratings.filter((rating) => rating.stageId === stageId),
        ),
      );
      const names = new Map(ratings.map((rating) => [rating.assessorKey, rating.assessorName]));
      const leniency: AssessorLeniencyView[] = assessorLeniency(ratings.map(observationOf)).map((entry) => ({
        assessorKey: entry.observer,
        assessorName: names.get(entry.observer) ?? entry.observer,
        leniency: entry.leniency,
        comparedRatings: entry.comparedRatings,
        ratings: entry.ratings,
      }));

      // Pass rates by group are the reports' own ADVERSE figures for the role, with their suppression and flag.
      const { minimumGroupSize } = await readReportSettings(db, organizationId);
      const scope = buildReportScope(
        organizationId,
        { roleId, range: 'ALL_TIME', type: 'ADVERSE' },
        new Date(),
      );
      const sections = [
        ...(await reportFigures.DIVERSITY(db, scope, 'ADVERSE')),
        ...(await reportFigures.CONTEXTUAL(db, scope, 'ADVERSE')),
      ];
      await recordAudit(db, {
        actorUserId: user.id,
        organizationId,
        action: fairnessAuditAction,
        targetType: 'role',
        targetId: roleId,
        details: query.stageId === undefined ? {} : { stageId: query.stageId },
      });
      return {
        roleId,
        minimumGroupSize,
        agreement,
        leniency,
        passRates: sections.map((section) =>
          flagAdverseImpact(suppressSmallGroups(section, minimumGroupSize)),
        ),
      };
    },
  };
}
