import type {
  AssessmentCentreSummary,
  AssessmentCentreView,
  CentreCandidate,
} from '@shortlist/domain/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidates, interviewKits, roles, users } from '../db/schema/index.ts';
import { loadCandidateContacts } from '../scheduling/candidate-contacts.ts';
import type { CentreRow, CentreRows } from './centre-rows.ts';
import { attendableBy } from './centre-rows.ts';

const managerTypes = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'] as const;

/** A user's name as colleagues read it. */
export const personName = (person: { firstName: string; lastName: string; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/**
 * Candidates as a centre shows them: by name, or "Candidate <id>" while their application is blind (issue 31's
 * rule for interviewers), in the order asked.
 */
export async function centreCandidates(
  executor: Executor,
  organizationId: number,
  candidateIds: readonly number[],
): Promise<CentreCandidate[]> {
  const contacts = await loadCandidateContacts(executor, organizationId, candidateIds);
  return candidateIds.map((id) => {
    const contact = contacts.get(id);
    const blind = contact?.blind ?? false;
    const named = contact && !contact.anonymised ? personName({ ...contact, email: '' }) : '';
    return { id, name: blind || !named ? `Candidate ${id}` : named, blind };
  });
}

/** The role's live applications at the centre's stage: who may attend. */
async function candidatesAtStage(executor: Executor, centre: CentreRow): Promise<number[]> {
  const rows = await executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(attendableBy(centre))
    .orderBy(asc(candidates.id))
    .limit(500);
  return rows.map((row) => row.id);
}

/** The organisation's active managers, who may assess. */
export async function organizationManagers(executor: Executor, organizationId: number) {
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.userType, [...managerTypes]),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: personName(row), email: row.email }));
}

/** The whole centre as the console reads it. */
export async function centreView(executor: Executor, rows: CentreRows): Promise<AssessmentCentreView> {
  const { centre } = rows;
  const [[role], stageCandidates, managers, kits, [publisher]] = await Promise.all([
    executor
      .select({ name: roles.name })
      .from(roles)
      .where(and(eq(roles.organizationId, centre.organizationId), eq(roles.id, centre.roleId))),
    candidatesAtStage(executor, centre),
    organizationManagers(executor, centre.organizationId),
    executor
      .select({ id: interviewKits.id, name: interviewKits.name, stageId: interviewKits.stageId })
      .from(interviewKits)
      .where(
        and(eq(interviewKits.organizationId, centre.organizationId), eq(interviewKits.roleId, centre.roleId)),
      )
      .orderBy(asc(interviewKits.stageId), asc(interviewKits.name)),
    centre.publishedByUserId === null
      ? Promise.resolve([])
      : executor
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, centre.publishedByUserId)),
  ]);
  const everyone = [...new Set([...rows.candidateIds, ...stageCandidates])];
  const shown = new Map(
    (await centreCandidates(executor, centre.organizationId, everyone)).map((each) => [each.id, each]),
  );
  const asShown = (id: number) => shown.get(id) ?? { id, name: `Candidate ${id}`, blind: false };
  return {
    id: centre.id,
    roleId: centre.roleId,
    roleName: role?.name ?? '',
    stageId: centre.stageId,
    name: centre.name,
    day: centre.day,
    startTime: centre.startTime,
    roundMinutes: centre.roundMinutes,
    breakMinutes: centre.breakMinutes,
    location: centre.location,
    timeZone: rows.zone,
    rooms: centre.rooms,
    exercises: rows.exercises.map((exercise) => ({
      id: exercise.id,
      kind: exercise.kind,
      name: exercise.name,
      kitId: exercise.kitId,
      minutes: exercise.minutes,
      candidatesPerSession: exercise.candidatesPerSession,
      assessorsPerSession: exercise.assessorsPerSession,
      roomIds: exercise.roomIds,
      videoLink: exercise.videoLink,
    })),
    candidates: rows.candidateIds.map(asShown),
    assessors: rows.assessors.map((assessor) => ({
      key: assessor.assessorKey,
      userId: assessor.userId,
      email: assessor.email,
      name: assessor.name,
      exerciseIds: assessor.exerciseIds,
      conflictCandidateIds: assessor.conflictCandidateIds,
    })),
    sessions: rows.sessions.map((session) => ({
      id: session.id,
      round: session.round,
      exerciseId: session.exerciseId,
      roomId: session.roomId,
      startAt: session.startAt.toISOString(),
      endAt: session.endAt.toISOString(),
      candidateIds: session.candidateIds,
      assessorKeys: session.assessorKeys,
    })),
    rounds: rows.sessions.reduce((most, session) => Math.max(most, session.round + 1), 0),
    generatedAt: centre.generatedAt?.toISOString() ?? null,
    publishedAt: centre.publishedAt?.toISOString() ?? null,
    publishedBy: publisher ? personName(publisher) : null,
    choices: { candidates: stageCandidates.map(asShown), users: managers, kits },
  };
}

/** One line of a role's list of centres. */
export function centreSummary(
  centre: CentreRow,
  counts: { candidates: number; exercises: number; assessors: number },
): AssessmentCentreSummary {
  return {
    id: centre.id,
    roleId: centre.roleId,
    stageId: centre.stageId,
    name: centre.name,
    day: centre.day,
    startTime: centre.startTime,
    location: centre.location,
    ...counts,
    generatedAt: centre.generatedAt?.toISOString() ?? null,
    publishedAt: centre.publishedAt?.toISOString() ?? null,
  };
}
