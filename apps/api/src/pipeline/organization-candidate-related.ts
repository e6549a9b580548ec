import { and, asc, eq } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { candidateCodes, candidateProfiles, roles, subStages, users } from '../db/schema/index.ts';

async function firstRow<Row>(rows: Promise<Row[]>): Promise<Row | undefined> {
  return (await rows)[0];
}

const managerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

function managerOf(executor: Executor, userId: number | null) {
  return userId === null
    ? undefined
    : firstRow(executor.select(managerColumns).from(users).where(eq(users.id, userId)));
}

/** The rows one application's record is made of: person, profile, role, sub-stage, managers named, codes. */
export async function loadCandidateRelated(executor: Executor, candidate: CandidateRow) {
  const { organizationId, id } = candidate;
  const [person, profile, role, subStage, assignee, revealer, codes] = await Promise.all([
    firstRow(executor.select().from(users).where(eq(users.id, candidate.userId))),
    firstRow(executor.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.userId))),
    candidate.roleId === null
      ? undefined
      : firstRow(
          executor
            .select({ id: roles.id, name: roles.name, formConfiguration: roles.formConfiguration })
            .from(roles)
            .where(and(eq(roles.organizationId, organizationId), eq(roles.id, candidate.roleId))),
        ),
    candidate.subStageId === null
      ? undefined
      : firstRow(
          executor
            .select({ id: subStages.id, code: subStages.code })
            .from(subStages)
            .where(and(eq(subStages.organizationId, organizationId), eq(subStages.id, candidate.subStageId))),
        ),
    managerOf(executor, candidate.assigneeUserId),
    managerOf(executor, candidate.revealedByUserId),
    executor
      .select()
      .from(candidateCodes)
      .where(and(eq(candidateCodes.organizationId, organizationId), eq(candidateCodes.candidateId, id)))
      .orderBy(asc(candidateCodes.id)),
  ]);
  return { person, profile: profile?.profile ?? {}, role, subStage, assignee, revealer, codes };
}
