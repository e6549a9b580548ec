import type { ScorecardRecommendation } from '@shortlist/domain/assessment';
import { othersOpenTo, scorecardRecommendations, summariseRatings } from '@shortlist/domain/assessment';
import type { WashUp, WashUpCell, WashUpColumn, WashUpDecision, WashUpRow } from '@shortlist/domain/contract';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { decidesFor } from '../competencies/access.ts';
import type { Database, Executor } from '../db/database.ts';
import {
  assessmentCentreExercises,
  assessmentDecisions,
  candidates,
  competencies,
  interviewKits,
  scorecardRatings,
  scorecards,
  users,
} from '../db/schema/index.ts';
import { blindStageIdsOf } from '../review/blind-review.ts';
import { nextStageOf } from '../screening/decisions.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertWashUpRole } from './access.ts';
import { decisionViewOf } from './decision-view.ts';

/** A column's key: the competency over every exercise, or in one exercise. */
export function columnKey(competencyId: number, exerciseId: number | null): string {
  return exerciseId === null ? `c${competencyId}` : `c${competencyId}-e${exerciseId}`;
}

/** The role's candidates the wash-up of a stage is about: those at the stage now and those scored at it. */
async function candidatesOf(tx: Executor, organizationId: number, roleId: number, stageId: number) {
  const scored = tx
    .select({ id: scorecards.candidateId })
    .from(scorecards)
    .where(and(eq(scorecards.organizationId, organizationId), eq(scorecards.stageId, stageId)));
  return tx
    .select({
      id: candidates.id,
      stageId: candidates.stageId,
      revealedAt: candidates.revealedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(candidates.organizationId, organizationId),
        eq(candidates.roleId, roleId),
        isNull(candidates.deletedAt),
        or(eq(candidates.stageId, stageId), inArray(candidates.id, scored)),
      ),
    )
    .orderBy(asc(candidates.id));
}

function emptyTally(): Record<ScorecardRecommendation, number> {
  return Object.fromEntries(scorecardRecommendations.map((value) => [value, 0])) as Record<
    ScorecardRecommendation,
    number
  >;
}

function cellOf(ratings: WashUpCell['ratings']): WashUpCell {
  const { mean, spread, disagreement } = summariseRatings(ratings.map((entry) => entry.rating));
  return { ratings, mean, spread, disagreement };
}

/** GET /organization/{orgId}/roles/{roleId}/wash-up?stageId=: the matrix a panel discusses. */
export function createWashUpMatrixService(db: Database) {
  return {
    async matrix(user: UserRow, organizationId: number, roleId: number, stageId: number): Promise<WashUp> {
      await assertWashUpRole(db, user, organizationId, roleId);
      const decides = decidesFor(user, organizationId);
      const people = await candidatesOf(db, organizationId, roleId, stageId);
      const ids = people.map((person) => person.id);
      const cards = ids.length
        ? await db
            .select()
            .from(scorecards)
            .where(
              and(
                eq(scorecards.organizationId, organizationId),
                eq(scorecards.stageId, stageId),
                inArray(scorecards.candidateId, ids),
              ),
            )
            .orderBy(asc(scorecards.submittedAt), asc(scorecards.id))
        : [];
      const submittedIds = cards.filter((card) => card.status === 'submitted').map((card) => card.id);
      const ratings = submittedIds.length
        ? await db
            .select()
            .from(scorecardRatings)
            .where(
              and(
                eq(scorecardRatings.organizationId, organizationId),
                inArray(scorecardRatings.scorecardId, submittedIds),
              ),
            )
        : [];

      // Columns: the competencies the stage's kits assess and those rated, in the framework's order.
      const kits = await db
        .select({ competencyIds: interviewKits.competencyIds })
        .from(interviewKits)
        .where(
          and(
            eq(interviewKits.organizationId, organizationId),
            eq(interviewKits.roleId, roleId),
            eq(interviewKits.stageId, stageId),
          ),
        );
      const competencyIds = new Set([
        ...kits.flatMap((kit) => kit.competencyIds),
        ...ratings.map((rating) => rating.competencyId),
      ]);
      const framework = competencyIds.size
        ? await db
            .select({ id: competencies.id, name: competencies.name })
            .from(competencies)
            .where(
              and(
                eq(competencies.organizationId, organizationId),
                inArray(competencies.id, [...competencyIds]),
              ),
            )
            .orderBy(asc(competencies.position), asc(competencies.name))
        : [];
      const cardById = new Map(cards.map((card) => [card.id, card]));
      const exerciseIds = [...new Set(cards.map((card) => card.exerciseId))].sort((a, b) => a - b);
      const perExercise = exerciseIds.some((id) => id > 0);
      // An assessment centre's exercise ids are what its scorecards name; 0 is the stage's own interview.
      const centreExerciseIds = exerciseIds.filter((id) => id > 0);
      const exerciseNames = new Map(
        (centreExerciseIds.length
          ? await db
              .select({ id: assessmentCentreExercises.id, name: assessmentCentreExercises.name })
              .from(assessmentCentreExercises)
              .where(
                and(
                  eq(assessmentCentreExercises.organizationId, organizationId),
                  inArray(assessmentCentreExercises.id, centreExerciseIds),
                ),
              )
          : []
        ).map((exercise) => [exercise.id, exercise.name]),
      );
      const columns: WashUpColumn[] = framework.map((competency) => ({
        key: columnKey(competency.id, null),
        competencyId: competency.id,
        competencyName: competency.name,
        exerciseId: null,
        exerciseName: null,
      }));
      if (perExercise)
        for (const exerciseId of exerciseIds)
          for (const competency of framework)
            if (
              ratings.some(
                (r) =>
                  r.competencyId === competency.id && cardById.get(r.scorecardId)?.exerciseId === exerciseId,
              )
            )
              columns.push({
                key: columnKey(competency.id, exerciseId),
                competencyId: competency.id,
                competencyName: competency.name,
                exerciseId,
                exerciseName: exerciseNames.get(exerciseId) ?? null,
              });

      const decisions = ids.length
        ? await db
            .select()
            .from(assessmentDecisions)
            .where(
              and(
                eq(assessmentDecisions.organizationId, organizationId),
                eq(assessmentDecisions.stageId, stageId),
                inArray(assessmentDecisions.candidateId, ids),
              ),
            )
            .orderBy(desc(assessmentDecisions.id))
        : [];
      const latestDecision = new Map<number, WashUpDecision>();
      for (const decision of decisions)
        if (!latestDecision.has(decision.candidateId))
          latestDecision.set(decision.candidateId, decisionViewOf(decision));

      const blindStageIds = await blindStageIdsOf(db, organizationId);
      const blindStage = blindStageIds.includes(stageId);
      const rows = people.map((person): WashUpRow => {
        const own = cards.filter((card) => card.candidateId === person.id);
        // No anchoring, by the record's rule: the others' ratings open once all the reader's own are submitted.
        const readers = own.filter((card) => card.assessorUserId === user.id);
        const hidden = !othersOpenTo(
          readers.map((card) => card.status),
          decides,
        );
        const submitted = own.filter((card) => card.status === 'submitted');
        const visible = hidden ? [] : submitted;
        const visibleIds = new Set(visible.map((card) => card.id));
        const given = ratings.filter(
          (rating) => visibleIds.has(rating.scorecardId) && rating.rating !== null,
        );
        const cells: Record<string, WashUpCell> = {};
        for (const column of columns) {
          const inColumn = given.filter((rating) => {
            const card = cardById.get(rating.scorecardId);
            return (
              rating.competencyId === column.competencyId &&
              (column.exerciseId === null || card?.exerciseId === column.exerciseId)
            );
          });
          cells[column.key] = cellOf(
            inColumn.map((rating) => {
              const card = cardById.get(rating.scorecardId);
              return {
                assessorKey: card?.assessorKey ?? '',
                assessorName: card?.assessorName ?? '',
                rating: rating.rating as number,
                exerciseId: card?.exerciseId ?? 0,
                submittedAt: (card?.submittedAt ?? card?.updatedAt ?? new Date(0)).toISOString(),
              };
            }),
          );
        }
        const overall = summariseRatings(given.map((rating) => rating.rating as number));
        const recommendations = emptyTally();
        for (const card of visible) if (card.recommendation) recommendations[card.recommendation] += 1;
        const blind = person.revealedAt === null && (blindStage || blindStageIds.includes(person.stageId));
        return {
          candidateId: person.id,
          name: blind ? null : `${person.firstName} ${person.lastName}`.trim(),
          blind,
          stageId: person.stageId,
          submittedScorecards: submitted.length,
          awaitingScorecards: own.length - submitted.length,
          hiddenUntilYouSubmit: hidden,
          cells,
          overall: { mean: overall.mean, ratings: overall.count },
          recommendations,
          scorecards: own.map((card) => ({
            assessorKey: card.assessorKey,
            assessorName: card.assessorName,
            exerciseId: card.exerciseId,
            recommendation: hidden || card.status !== 'submitted' ? null : card.recommendation,
            submittedAt: card.submittedAt?.toISOString() ?? null,
          })),
          decision: latestDecision.get(person.id) ?? null,
        };
      });

      const staged = await db
        .selectDistinct({ stageId: scorecards.stageId })
        .from(scorecards)
        .innerJoin(
          candidates,
          and(
            eq(candidates.organizationId, scorecards.organizationId),
            eq(candidates.id, scorecards.candidateId),
          ),
        )
        .where(and(eq(scorecards.organizationId, organizationId), eq(candidates.roleId, roleId)))
        .orderBy(asc(scorecards.stageId));
      return {
        roleId,
        stageId,
        blindStage,
        columns,
        rows,
        nextStageId: await nextStageOf(db, organizationId, stageId),
        stagesWithScorecards: staged.map((row) => row.stageId),
      };
    },
  };
}
