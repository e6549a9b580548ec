import type { RotaClash } from '@shortlist/domain/assessment';
import { findRotaClashes, generateRota } from '@shortlist/domain/assessment';
import type { AssessmentCentreSummary, AssessmentCentreView } from '@shortlist/domain/contract';
import type { AssessmentCentreCreate, AssessmentCentreSetup, RotaMove } from '@shortlist/domain/schemas';
import { assessmentCentreMessages } from '@shortlist/domain/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import {
  assessmentCentreAssessors,
  assessmentCentreCandidates,
  assessmentCentreExercises,
  assessmentCentreSessions,
  assessmentCentres,
  candidates,
  interviewKits,
  roles,
} from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { assertCentreAdmin, assertCentreReader } from './access.ts';
import type { CentreRows, SessionRow } from './centre-rows.ts';
import { attendableBy, loadCentreRows, rotaInputOf, rotaSessionsOf } from './centre-rows.ts';
import { centreCandidates, centreSummary, centreView, organizationManagers } from './centre-view.ts';
import { dayStartInstant, minutesAfter } from './day-clock.ts';
import type { Names } from './rota-messages.ts';
import { clashMessage, problemField } from './rota-messages.ts';

const publishedMessage =
  'This day’s schedules have been sent: move candidates or assessors in the rota and publish again instead.';

/** The role of this organisation, or 404. */
async function assertRoleOf(executor: Executor, organizationId: number, roleId: number) {
  const [role] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
  if (!role) throw notFound('The role');
}

/** How the centre's candidates and assessors are named in a refusal. */
async function namesOf(executor: Executor, rows: CentreRows): Promise<Names> {
  const shown = await centreCandidates(executor, rows.centre.organizationId, rows.candidateIds);
  return {
    candidate: (id) => shown.find((each) => each.id === id)?.name ?? `Candidate ${id}`,
    assessor: (key) => rows.assessors.find((each) => each.assessorKey === key)?.name ?? key,
  };
}

/** The set-up's candidates must be the role's live applications at the centre's stage. */
async function assertCandidatesAtStage(
  executor: Executor,
  centre: CentreRows['centre'],
  ids: readonly number[],
) {
  if (ids.length === 0) return;
  const found = await executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(attendableBy(centre), inArray(candidates.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  const wrong = ids.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (wrong.length > 0) {
    const message = assessmentCentreMessages.notAtStage;
    throw invalidInput(
      message,
      wrong.map((index) => ({ field: `candidateIds.${index}`, message })),
    );
  }
}

/** Kits must be of the centre's role. */
async function assertKitsOfRole(
  executor: Executor,
  centre: CentreRows['centre'],
  setup: AssessmentCentreSetup,
) {
  const asked = setup.exercises.flatMap((exercise) => (exercise.kitId === null ? [] : [exercise.kitId]));
  if (asked.length === 0) return;
  const found = await executor
    .select({ id: interviewKits.id })
    .from(interviewKits)
    .where(
      and(
        eq(interviewKits.organizationId, centre.organizationId),
        eq(interviewKits.roleId, centre.roleId),
        inArray(interviewKits.id, asked),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const message = assessmentCentreMessages.kitOfRole;
  const wrong = setup.exercises.flatMap((exercise, index) =>
    exercise.kitId !== null && !known.has(exercise.kitId)
      ? [{ field: `exercises.${index}.kitId`, message }]
      : [],
  );
  if (wrong.length > 0) throw invalidInput(message, wrong);
}

/** Assessors who are users must be the organisation's managers; their name and email come from the account. */
async function resolveAssessors(executor: Executor, organizationId: number, setup: AssessmentCentreSetup) {
  const managers = new Map(
    (await organizationManagers(executor, organizationId)).map((each) => [each.id, each]),
  );
  const message = assessmentCentreMessages.managerOfOrganisation;
  const wrong = setup.assessors.flatMap((assessor, index) =>
    assessor.userId !== null && !managers.has(assessor.userId)
      ? [{ field: `assessors.${index}.userId`, message }]
      : [],
  );
  if (wrong.length > 0) throw invalidInput(message, wrong);
  const unknownConflicts = setup.assessors.flatMap((assessor, index) =>
    assessor.conflictCandidateIds.some((id) => !setup.candidateIds.includes(id))
      ? [
          {
            field: `assessors.${index}.conflictCandidateIds`,
            message: assessmentCentreMessages.conflictNotAttending,
          },
        ]
      : [],
  );
  if (unknownConflicts.length > 0)
    throw invalidInput(assessmentCentreMessages.conflictNotAttending, unknownConflicts);
  return setup.assessors.map((assessor) => {
    const user = assessor.userId === null ? null : managers.get(assessor.userId);
    const email = user?.email.toLowerCase() ?? assessor.email ?? '';
    return {
      assessorKey: user ? `user:${user.id}` : `email:${email}`,
      userId: user?.id ?? null,
      email,
      name: user?.name ?? (assessor.name || email),
      exercisePositions: assessor.exercises,
      conflictCandidateIds: [...new Set(assessor.conflictCandidateIds)],
    };
  });
}

/** The first clash an edit adds to the rota, if any. */
function addedClash(
  rows: CentreRows,
  before: readonly SessionRow[],
  after: readonly SessionRow[],
): RotaClash | null {
  const input = rotaInputOf(rows);
  const had = new Set(
    findRotaClashes(input, rotaSessionsOf(rows, before)).map((each) => JSON.stringify(each)),
  );
  return (
    findRotaClashes(input, rotaSessionsOf(rows, after)).find((each) => !had.has(JSON.stringify(each))) ?? null
  );
}

/** The sessions after a move, or a refusal of what the move names wrongly. */
function sessionsAfterMove(rows: CentreRows, move: RotaMove): { changed: SessionRow[]; after: SessionRow[] } {
  const byId = (id: number) => {
    const session = rows.sessions.find((each) => each.id === id);
    if (!session) throw notFound('The sitting');
    return session;
  };
  if (move.kind === 'candidate') {
    const from = byId(move.fromSessionId);
    const to = byId(move.toSessionId);
    if (!from.candidateIds.includes(move.candidateId)) {
      throw invalidInput(assessmentCentreMessages.notInSitting, [
        { field: 'candidateId', message: assessmentCentreMessages.notInSitting },
      ]);
    }
    if (from.exerciseId !== to.exerciseId) {
      const message = assessmentCentreMessages.sameExercise;
      throw invalidInput(message, [{ field: 'toSessionId', message }]);
    }
    const changed = [
      { ...from, candidateIds: from.candidateIds.filter((id) => id !== move.candidateId) },
      { ...to, candidateIds: [...to.candidateIds, move.candidateId] },
    ];
    return { changed, after: rows.sessions.map((each) => changed.find((one) => one.id === each.id) ?? each) };
  }
  const session = byId(move.sessionId);
  if (!session.assessorKeys.includes(move.assessorKey)) {
    const message = assessmentCentreMessages.assessorNotInSitting;
    throw invalidInput(message, [{ field: 'assessorKey', message }]);
  }
  if (!rows.assessors.some((each) => each.assessorKey === move.replacementKey)) {
    const message = assessmentCentreMessages.assessorOfDay;
    throw invalidInput(message, [{ field: 'replacementKey', message }]);
  }
  const changed = [
    {
      ...session,
      assessorKeys: session.assessorKeys.map((key) => (key === move.assessorKey ? move.replacementKey : key)),
    },
  ];
  return {
    changed,
    after: rows.sessions.map((each) => (each.id === session.id ? (changed[0] ?? each) : each)),
  };
}

/** /organization/{orgId}/roles/{roleId}/assessment-centres and /assessment-centres/{centreId}. */
export function createAssessmentCentreService(db: Database) {
  const viewOf = async (executor: Executor, organizationId: number, centreId: number) =>
    centreView(executor, await loadCentreRows(executor, organizationId, centreId));

  return {
    async list(user: UserRow, organizationId: number, roleId: number): Promise<AssessmentCentreSummary[]> {
      assertCentreReader(user, organizationId);
      await assertRoleOf(db, organizationId, roleId);
      const countOf = (table: typeof assessmentCentreExercises | typeof assessmentCentreAssessors) =>
        sql<number>`(select count(*)::int from ${table} where ${table.organizationId} = ${assessmentCentres.organizationId} and ${table.centreId} = ${assessmentCentres.id})`;
      const rows = await db
        .select({
          centre: assessmentCentres,
          exercises: countOf(assessmentCentreExercises),
          assessors: countOf(assessmentCentreAssessors),
          candidates: sql<number>`(select count(*)::int from ${assessmentCentreCandidates} where ${assessmentCentreCandidates.organizationId} = ${assessmentCentres.organizationId} and ${assessmentCentreCandidates.centreId} = ${assessmentCentres.id})`,
        })
        .from(assessmentCentres)
        .where(
          and(eq(assessmentCentres.organizationId, organizationId), eq(assessmentCentres.roleId, roleId)),
        )
        .orderBy(asc(assessmentCentres.day), asc(assessmentCentres.id));
      return rows.map((row) =>
        centreSummary(row.centre, {
          candidates: Number(row.candidates),
          exercises: Number(row.exercises),
          assessors: Number(row.assessors),
        }),
      );
    },

    async create(
      user: UserRow,
      organizationId: number,
      roleId: number,
      body: AssessmentCentreCreate,
    ): Promise<AssessmentCentreView> {
      assertCentreAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        await assertRoleOf(tx, organizationId, roleId);
        const [centre] = await tx
          .insert(assessmentCentres)
          .values({ ...body, organizationId, roleId, createdByUserId: user.id })
          .returning();
        if (!centre) throw new Error('the assessment centre was not stored');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'assessment-centre.created',
          targetType: 'assessment-centre',
          targetId: centre.id,
          details: { roleId, ...body },
        });
        return viewOf(tx, organizationId, centre.id);
      });
    },

    async get(user: UserRow, organizationId: number, centreId: number): Promise<AssessmentCentreView> {
      assertCentreReader(user, organizationId);
      return viewOf(db, organizationId, centreId);
    },

    /** Replaces the day's set-up; its rota goes, since it was made for the old one. */
    async saveSetup(
      user: UserRow,
      organizationId: number,
      centreId: number,
      setup: AssessmentCentreSetup,
    ): Promise<AssessmentCentreView> {
      assertCentreAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const { centre } = await loadCentreRows(tx, organizationId, centreId, true);
        if (centre.publishedAt) throw conflict(publishedMessage);
        const candidateIds = [...new Set(setup.candidateIds)];
        await assertCandidatesAtStage(tx, centre, candidateIds);
        await assertKitsOfRole(tx, centre, setup);
        const assessors = await resolveAssessors(tx, organizationId, { ...setup, candidateIds });
        const rooms = setup.rooms.map((name, index) => ({ id: index + 1, name }));
        const roomIdOf = (name: string) =>
          rooms.find((room) => room.name.toLowerCase() === name.toLowerCase())?.id ?? 0;
        await tx
          .update(assessmentCentres)
          .set({
            name: setup.name,
            day: setup.day,
            startTime: setup.startTime,
            roundMinutes: setup.roundMinutes,
            breakMinutes: setup.breakMinutes,
            location: setup.location,
            rooms,
            generatedAt: null,
            updatedAt: new Date(),
          })
          .where(
            and(eq(assessmentCentres.organizationId, organizationId), eq(assessmentCentres.id, centreId)),
          );
        const ofCentre = (table: typeof assessmentCentreExercises | typeof assessmentCentreAssessors) =>
          and(eq(table.organizationId, organizationId), eq(table.centreId, centreId));
        // Sessions go with their exercises (cascade).
        await tx.delete(assessmentCentreExercises).where(ofCentre(assessmentCentreExercises));
        await tx.delete(assessmentCentreAssessors).where(ofCentre(assessmentCentreAssessors));
        await tx
          .delete(assessmentCentreCandidates)
          .where(
            and(
              eq(assessmentCentreCandidates.organizationId, organizationId),
              eq(assessmentCentreCandidates.centreId, centreId),
            ),
          );
        const exercises = await tx
          .insert(assessmentCentreExercises)
          .values(
            setup.exercises.map((exercise, position) => ({
              organizationId,
              centreId,
              position,
              kind: exercise.kind,
              name: exercise.name,
              kitId: exercise.kitId,
              minutes: exercise.minutes,
              candidatesPerSession: exercise.candidatesPerSession,
              assessorsPerSession: exercise.assessorsPerSession,
              roomIds: [...new Set(exercise.rooms.map(roomIdOf))],
              videoLink: exercise.videoLink,
            })),
          )
          .returning({ id: assessmentCentreExercises.id, position: assessmentCentreExercises.position });
        const exerciseIdAt = (position: number) =>
          exercises.find((each) => each.position === position)?.id ?? 0;
        if (candidateIds.length > 0) {
          await tx
            .insert(assessmentCentreCandidates)
            .values(candidateIds.map((candidateId) => ({ organizationId, centreId, candidateId })));
        }
        if (assessors.length > 0) {
          await tx.insert(assessmentCentreAssessors).values(
            assessors.map(({ exercisePositions, ...assessor }) => ({
              ...assessor,
              organizationId,
              centreId,
              exerciseIds:
                exercisePositions === null ? null : [...new Set(exercisePositions.map(exerciseIdAt))],
            })),
          );
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'assessment-centre.set-up',
          targetType: 'assessment-centre',
          targetId: centreId,
          details: {
            rooms: setup.rooms,
            exercises: setup.exercises.map((exercise) => exercise.name),
            candidates: candidateIds.length,
            assessors: assessors.map((assessor) => assessor.assessorKey),
          },
        });
        return viewOf(tx, organizationId, centreId);
      });
    },

    /** Generates and stores the rota, or says which constraint cannot hold (400, on its field). */
    async generate(user: UserRow, organizationId: number, centreId: number): Promise<AssessmentCentreView> {
      assertCentreAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const rows = await loadCentreRows(tx, organizationId, centreId, true);
        if (rows.centre.publishedAt) throw conflict(publishedMessage);
        const result = generateRota(rotaInputOf(rows));
        if (!result.ok) {
          const field = problemField(rows, result.problem, await namesOf(tx, rows));
          throw invalidInput(`No rota fits this day: ${field.message}`, [field]);
        }
        const start = dayStartInstant(rows.centre.day, rows.centre.startTime, rows.zone);
        await tx
          .delete(assessmentCentreSessions)
          .where(
            and(
              eq(assessmentCentreSessions.organizationId, organizationId),
              eq(assessmentCentreSessions.centreId, centreId),
            ),
          );
        await tx.insert(assessmentCentreSessions).values(
          result.rota.sessions.map((session) => ({
            organizationId,
            centreId,
            exerciseId: session.exerciseId,
            round: session.round,
            roomId: session.roomId,
            startAt: minutesAfter(start, session.startMinute),
            endAt: minutesAfter(start, session.endMinute),
            candidateIds: session.candidateIds,
            assessorKeys: session.assessorKeys,
          })),
        );
        await tx
          .update(assessmentCentres)
          .set({ generatedAt: new Date(), updatedAt: new Date() })
          .where(
            and(eq(assessmentCentres.organizationId, organizationId), eq(assessmentCentres.id, centreId)),
          );
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'assessment-centre.rota-generated',
          targetType: 'assessment-centre',
          targetId: centreId,
          details: { rounds: result.rota.rounds, sessions: result.rota.sessions.length },
        });
        return viewOf(tx, organizationId, centreId);
      });
    },

    /** A hand edit of the rota: refused (409, with the clash) when it would double-book or break a rule. */
    async move(
      user: UserRow,
      organizationId: number,
      centreId: number,
      move: RotaMove,
    ): Promise<AssessmentCentreView> {
      assertCentreAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const rows = await loadCentreRows(tx, organizationId, centreId, true);
        const { changed, after } = sessionsAfterMove(rows, move);
        const clash = addedClash(rows, rows.sessions, after);
        if (clash) {
          const message = clashMessage(rows, clash, await namesOf(tx, rows));
          throw conflict(message, [
            { field: move.kind === 'candidate' ? 'toSessionId' : 'replacementKey', message },
          ]);
        }
        for (const session of changed) {
          await tx
            .update(assessmentCentreSessions)
            .set({ candidateIds: session.candidateIds, assessorKeys: session.assessorKeys })
            .where(
              and(
                eq(assessmentCentreSessions.organizationId, organizationId),
                eq(assessmentCentreSessions.id, session.id),
              ),
            );
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'assessment-centre.rota-edited',
          targetType: 'assessment-centre',
          targetId: centreId,
          details: { ...move },
        });
        return viewOf(tx, organizationId, centreId);
      });
    },
  };
}

export type AssessmentCentreService = ReturnType<typeof createAssessmentCentreService>;
