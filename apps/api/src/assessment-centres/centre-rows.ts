import type { RotaInput, RotaSession } from '@shortlist/domain/assessment';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import {
  assessmentCentreAssessors,
  assessmentCentreCandidates,
  assessmentCentreExercises,
  assessmentCentreSessions,
  assessmentCentres,
  candidates,
  organizations,
} from '../db/schema/index.ts';
import { organizationTimeZone } from '../scheduling/organization-time-zone.ts';
import { notFound } from '../shared/failures.ts';
import { dayStartInstant } from './day-clock.ts';

export type CentreRow = typeof assessmentCentres.$inferSelect;

/** Who may attend a centre: the role's live applications at the centre's stage. */
export function attendableBy(centre: CentreRow): SQL | undefined {
  return and(
    eq(candidates.organizationId, centre.organizationId),
    eq(candidates.roleId, centre.roleId),
    eq(candidates.stageId, centre.stageId),
    isNull(candidates.deletedAt),
  );
}
export type ExerciseRow = typeof assessmentCentreExercises.$inferSelect;
export type AssessorRow = typeof assessmentCentreAssessors.$inferSelect;
export type SessionRow = typeof assessmentCentreSessions.$inferSelect;

/** Everything stored of one centre, read in one place so every route sees the same day. */
export interface CentreRows {
  centre: CentreRow;
  organization: typeof organizations.$inferSelect;
  zone: string;
  exercises: ExerciseRow[];
  candidateIds: number[];
  assessors: AssessorRow[];
  sessions: SessionRow[];
}

/** The centre of this organisation (404 for another's or none), with its parts; `lock` for a change. */
export async function loadCentreRows(
  executor: Executor,
  organizationId: number,
  centreId: number,
  lock = false,
): Promise<CentreRows> {
  const query = executor
    .select()
    .from(assessmentCentres)
    .where(and(eq(assessmentCentres.organizationId, organizationId), eq(assessmentCentres.id, centreId)));
  const [centre] = lock ? await query.for('update') : await query;
  if (!centre) throw notFound('The assessment centre');
  const ofCentre = (table: { organizationId: AnyPgColumn; centreId: AnyPgColumn }) =>
    and(eq(table.organizationId, organizationId), eq(table.centreId, centreId));
  const [[organization], exercises, attending, assessors, sessions] = await Promise.all([
    executor.select().from(organizations).where(eq(organizations.id, organizationId)),
    executor
      .select()
      .from(assessmentCentreExercises)
      .where(ofCentre(assessmentCentreExercises))
      .orderBy(asc(assessmentCentreExercises.position)),
    executor
      .select({ candidateId: assessmentCentreCandidates.candidateId })
      .from(assessmentCentreCandidates)
      .where(ofCentre(assessmentCentreCandidates))
      .orderBy(asc(assessmentCentreCandidates.candidateId)),
    executor
      .select()
      .from(assessmentCentreAssessors)
      .where(ofCentre(assessmentCentreAssessors))
      .orderBy(asc(assessmentCentreAssessors.id)),
    executor
      .select()
      .from(assessmentCentreSessions)
      .where(ofCentre(assessmentCentreSessions))
      .orderBy(asc(assessmentCentreSessions.round), asc(assessmentCentreSessions.id)),
  ]);
  if (!organization) throw notFound('The organisation');
  return {
    centre,
    organization,
    zone: organizationTimeZone(organization.defaultConfiguration).zone,
    exercises,
    candidateIds: attending.map((row) => row.candidateId),
    assessors,
    sessions,
  };
}

/** The rota generator's input, from the stored set-up. */
export function rotaInputOf(rows: CentreRows): RotaInput {
  return {
    day: { startMinute: 0, roundMinutes: rows.centre.roundMinutes, breakMinutes: rows.centre.breakMinutes },
    exercises: rows.exercises.map((exercise) => ({
      id: exercise.id,
      kind: exercise.kind,
      minutes: exercise.minutes,
      candidatesPerSession: exercise.candidatesPerSession,
      assessorsPerSession: exercise.assessorsPerSession,
      roomIds: exercise.roomIds,
    })),
    candidateIds: rows.candidateIds,
    assessors: rows.assessors.map((assessor) => ({
      key: assessor.assessorKey,
      exerciseIds: assessor.exerciseIds,
    })),
    conflicts: rows.assessors.flatMap((assessor) =>
      assessor.conflictCandidateIds.map((candidateId) => ({
        assessorKey: assessor.assessorKey,
        candidateId,
      })),
    ),
  };
}

/** The stored sessions as the domain's rota sessions (minutes after the day's start), for the clash check. */
export function rotaSessionsOf(
  rows: CentreRows,
  sessions: readonly SessionRow[] = rows.sessions,
): RotaSession[] {
  const start = dayStartInstant(rows.centre.day, rows.centre.startTime, rows.zone).getTime();
  return sessions.map((session) => ({
    round: session.round,
    startMinute: Math.round((session.startAt.getTime() - start) / 60_000),
    endMinute: Math.round((session.endAt.getTime() - start) / 60_000),
    exerciseId: session.exerciseId,
    roomId: session.roomId,
    candidateIds: session.candidateIds,
    assessorKeys: session.assessorKeys,
  }));
}
