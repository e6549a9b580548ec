import { assessedStagesWith } from '@shortlist/domain/assessment';
import type { InterviewKit, RoleKits } from '@shortlist/domain/contract';
import type { InterviewKitBody } from '@shortlist/domain/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { interviewKits, roles, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { assertAssessmentReader } from './access.ts';
import { assertCompetencies, loadCompetencies } from './competencies.ts';

type KitRow = typeof interviewKits.$inferSelect;

function toKit(row: KitRow, updatedBy: string | null): InterviewKit {
  return {
    id: row.id,
    roleId: row.roleId,
    stageId: row.stageId,
    name: row.name,
    introduction: row.introduction,
    competencyIds: row.competencyIds,
    questions: row.questions,
    totalMinutes: row.questions.reduce((total, question) => total + question.minutes, 0),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

/**
 * The kits of a role (at one stage, when given), oldest first: the read the record's scorecards and the
 * assessment centre's exercises share.
 */
export async function kitsOfRoleStage(
  executor: Executor,
  organizationId: number,
  roleId: number,
  stageId?: number,
): Promise<InterviewKit[]> {
  const rows = await executor
    .select({ kit: interviewKits, firstName: users.firstName, lastName: users.lastName })
    .from(interviewKits)
    .leftJoin(users, eq(users.id, interviewKits.updatedByUserId))
    .where(
      and(
        eq(interviewKits.organizationId, organizationId),
        eq(interviewKits.roleId, roleId),
        stageId === undefined ? undefined : eq(interviewKits.stageId, stageId),
      ),
    )
    .orderBy(asc(interviewKits.stageId), asc(interviewKits.id));
  return rows.map((row) =>
    toKit(row.kit, row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim()),
  );
}

async function findRole(executor: Executor, organizationId: number, roleId: number) {
  const [role] = await executor
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
  if (!role) throw notFound('The role');
  return role;
}

/** A kit may assess, and its questions name, only competencies of the organisation still in use. */
async function checkKit(executor: Executor, organizationId: number, body: InterviewKitBody) {
  await assertCompetencies(
    executor,
    organizationId,
    body.competencyIds.map((id, index) => ({ field: `competencyIds.${index}`, id })),
    { live: true },
  );
}

/** /organization/{orgId}/roles/{roleId}/kits: any manager of the organisation reads and writes (audited). */
export function createInterviewKitService(db: Database) {
  async function write(
    user: UserRow,
    organizationId: number,
    roleId: number,
    kitId: number | null,
    body: InterviewKitBody,
  ) {
    assertAssessmentReader(user, organizationId);
    return db.transaction(async (tx) => {
      await findRole(tx, organizationId, roleId);
      await checkKit(tx, organizationId, body);
      const values = {
        stageId: body.stageId,
        name: body.name,
        introduction: body.introduction,
        competencyIds: body.competencyIds,
        questions: body.questions,
        updatedByUserId: user.id,
        updatedAt: new Date(),
      };
      const [row] =
        kitId === null
          ? await tx
              .insert(interviewKits)
              .values({ organizationId, roleId, ...values })
              .returning()
          : await tx
              .update(interviewKits)
              .set(values)
              .where(
                and(
                  eq(interviewKits.organizationId, organizationId),
                  eq(interviewKits.roleId, roleId),
                  eq(interviewKits.id, kitId),
                ),
              )
              .returning();
      if (!row) throw notFound('The interview kit');
      await recordAudit(tx, {
        actorUserId: user.id,
        organizationId,
        action: kitId === null ? 'interview-kit.added' : 'interview-kit.changed',
        targetType: 'interview-kit',
        targetId: row.id,
        details: { roleId, stageId: body.stageId, name: body.name, questions: body.questions.length },
      });
      return toKit(row, `${user.firstName} ${user.lastName}`.trim());
    });
  }

  return {
    async list(user: UserRow, organizationId: number, roleId: number): Promise<RoleKits> {
      assertAssessmentReader(user, organizationId);
      const role = await findRole(db, organizationId, roleId);
      const [kits, framework] = await Promise.all([
        kitsOfRoleStage(db, organizationId, roleId),
        loadCompetencies(db, organizationId),
      ]);
      const coverage = assessedStagesWith(kits.map((kit) => kit.stageId)).map((stageId) => ({
        stageId,
        competencyIds: [
          ...new Set(kits.filter((kit) => kit.stageId === stageId).flatMap((kit) => kit.competencyIds)),
        ],
      }));
      const covered = new Set(coverage.flatMap((stage) => stage.competencyIds));
      return {
        roleId,
        roleName: role.name,
        kits,
        coverage,
        uncoveredCompetencyIds: framework
          .filter((competency) => !competency.retired && !covered.has(competency.id))
          .map((competency) => competency.id),
      };
    },

    add: (user: UserRow, organizationId: number, roleId: number, body: InterviewKitBody) =>
      write(user, organizationId, roleId, null, body),

    update: (user: UserRow, organizationId: number, roleId: number, kitId: number, body: InterviewKitBody) =>
      write(user, organizationId, roleId, kitId, body),

    async remove(user: UserRow, organizationId: number, roleId: number, kitId: number): Promise<void> {
      assertAssessmentReader(user, organizationId);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(interviewKits)
          .where(
            and(
              eq(interviewKits.organizationId, organizationId),
              eq(interviewKits.roleId, roleId),
              eq(interviewKits.id, kitId),
            ),
          )
          .returning({ id: interviewKits.id, name: interviewKits.name });
        if (!removed) throw notFound('The interview kit');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'interview-kit.removed',
          targetType: 'interview-kit',
          targetId: kitId,
          details: { roleId, name: removed.name },
        });
      });
    },
  };
}

export type InterviewKitService = ReturnType<typeof createInterviewKitService>;
