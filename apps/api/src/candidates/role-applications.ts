import { stageIds } from '@shortlist/domain/stages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidates, roles } from '../db/schema/index.ts';
import { readPlacement } from '../pipeline/placement.ts';
import { moveCandidates } from '../pipeline/stage-moves.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import { conflict, notFound } from '../shared/failures.ts';
import type { CandidateRow } from './access.ts';
import { findCandidateForManager } from './access.ts';

export const roleApplicationMessages = {
  alreadyApplied: 'This person has already applied to that role.',
} as const;

export interface RecordedApplication {
  candidateId: number;
  roleId: number;
  stageId: number;
  /** Epoch seconds. */
  dateApplied: number;
}

async function findRoleOfOrganization(executor: Executor, organizationId: number, roleId: number) {
  const [role] = await executor
    .select({ id: roles.id, roleType: roles.roleType })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
  if (!role) throw notFound('The role');
  return role;
}

async function findApplication(executor: Executor, person: CandidateRow, roleId: number) {
  const [row] = await executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, person.organizationId),
        eq(candidates.userId, person.userId),
        eq(candidates.roleId, roleId),
        isNull(candidates.deletedAt),
      ),
    );
  return row;
}

/** A new application row of the same person, answers and consents copied, waiting to be placed by a move. */
async function insertApplication(
  tx: Executor,
  source: CandidateRow,
  role: { id: number; roleType: string },
  appliedAt: Date | null,
): Promise<number> {
  const [row] = await tx
    .insert(candidates)
    .values({
      organizationId: source.organizationId,
      userId: source.userId,
      roleId: role.id,
      step: source.step,
      status: source.status,
      stageId: stageIds.applied,
      roleType: role.roleType,
      source: source.source,
      responses: source.responses,
      acceptTermAndConditions: source.acceptTermAndConditions,
      acceptRare: source.acceptRare,
      acceptResearch: source.acceptResearch,
      ethnicity: source.ethnicity,
      ethnicityMulti: source.ethnicityMulti,
      ethnicitySpecify: source.ethnicitySpecify,
      appliedAt,
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('the application was not inserted');
  return row.id;
}

/**
 * Applications a manager adds for a person who already applied to the organisation: a recorded application
 * (POST /candidate/{id}/applications/{roleId}/stage/{stageId}) and a copy to another role. Both are placed
 * by moveCandidates without a message to the candidate: they record what happened, they are not news.
 */
export function createCandidateRoleApplicationService(db: Database) {
  return {
    async recordApplication(user: UserRow, record: RecordedApplication) {
      return db.transaction(async (tx) => {
        const person = await findCandidateForManager(tx, user, record.candidateId);
        const role = await findRoleOfOrganization(tx, person.organizationId, record.roleId);
        const appliedAt = fromEpochSeconds(record.dateApplied);
        const existing = await findApplication(tx, person, role.id);
        const applicationId = existing?.id ?? (await insertApplication(tx, person, role, appliedAt));
        if (existing) {
          await tx
            .update(candidates)
            .set({ appliedAt, updatedAt: new Date() })
            .where(and(eq(candidates.organizationId, person.organizationId), eq(candidates.id, existing.id)));
        }
        await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: person.organizationId,
          candidateIds: [applicationId],
          stageId: record.stageId,
          subStageId: null,
          reason: 'recorded',
          notify: false,
        });
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: person.organizationId,
          action: 'candidate.application.recorded',
          targetType: 'candidate',
          targetId: applicationId,
          details: { roleId: role.id, dateApplied: record.dateApplied, created: !existing },
        });
        return { created: !existing, application: await readPlacement(tx, applicationId) };
      });
    },

    /** POST /candidate/{id}/copy/{roleId}: a new application to another role, at Applied. */
    async copyToRole(user: UserRow, candidateId: number, roleId: number) {
      return db.transaction(async (tx) => {
        const source = await findCandidateForManager(tx, user, candidateId);
        const role = await findRoleOfOrganization(tx, source.organizationId, roleId);
        if (await findApplication(tx, source, role.id))
          throw conflict(roleApplicationMessages.alreadyApplied);
        const applicationId = await insertApplication(tx, source, role, source.appliedAt);
        await moveCandidates(tx, {
          actorUserId: user.id,
          organizationId: source.organizationId,
          candidateIds: [applicationId],
          stageId: stageIds.applied,
          subStageId: null,
          reason: 'copy',
          notify: false,
        });
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: source.organizationId,
          action: 'candidate.copied',
          targetType: 'candidate',
          targetId: applicationId,
          details: { sourceCandidateId: source.id, roleId: role.id },
        });
        return readPlacement(tx, applicationId);
      });
    },
  };
}
