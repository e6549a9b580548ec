import { randomBytes } from 'node:crypto';
import { markableFieldTypes } from '@shortlist/domain/assessment';
import type { MarkableQuestion, MarkingRoundSummary, RoleMarking } from '@shortlist/domain/contract';
import type { MarkingRoundBody } from '@shortlist/domain/schemas';
import { markingMessages } from '@shortlist/domain/schemas';
import { isManager } from '@shortlist/domain/users';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import type { RatingGuide } from '../db/schema/assessment.ts';
import { markingMarkers, markingQuestions, markingRounds, roles, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { assertMarkingAdmin, assertMarkingReader, findRound } from './access.ts';
import { summariesOf } from './round-views.ts';

// Setting a round up: which free-text questions of the role's form it marks, with their guides and weights,
// who marks and who decides. A round changes only before it starts.

type FormField = { key?: unknown; label?: unknown; type?: unknown };

/** The role's free-text questions (textarea fields), in form order. */
export function markableQuestionsOf(formConfiguration: Record<string, unknown>): MarkableQuestion[] {
  const sections = Array.isArray(formConfiguration.sections) ? formConfiguration.sections : [];
  return sections.flatMap((section: { fields?: FormField[] }) =>
    (Array.isArray(section?.fields) ? section.fields : []).flatMap((field) =>
      typeof field?.key === 'string' && (markableFieldTypes as readonly unknown[]).includes(field.type)
        ? [{ fieldKey: field.key, prompt: typeof field.label === 'string' ? field.label : field.key }]
        : [],
    ),
  );
}

async function findRole(executor: Executor, organizationId: number, roleId: number) {
  const [role] = await executor
    .select({ id: roles.id, name: roles.name, formConfiguration: roles.formConfiguration })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, roleId)));
  if (!role) throw notFound('The role');
  return role;
}

/** Every id must be an active manager of the organisation; otherwise 400 on the list's field. */
async function assertManagersOf(
  executor: Executor,
  organizationId: number,
  ids: readonly number[],
  field: 'markerUserIds' | 'decisionMakerUserIds',
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await executor
    .select()
    .from(users)
    .where(
      and(inArray(users.id, [...ids]), eq(users.organizationId, organizationId), isNull(users.deactivatedAt)),
    );
  const managers = new Set(rows.filter((row) => isManager(row)).map((row) => row.id));
  const unknown = ids.findIndex((id) => !managers.has(id));
  if (unknown >= 0) {
    const message = markingMessages.unknownPerson;
    throw invalidInput(message, [{ field: `${field}.${unknown}`, message }]);
  }
}

/** Checks the set-up against the role and the organisation; returns the questions' prompts by field key. */
async function checkedSetup(
  executor: Executor,
  organizationId: number,
  roleId: number,
  body: MarkingRoundBody,
) {
  const role = await findRole(executor, organizationId, roleId);
  const prompts = new Map(markableQuestionsOf(role.formConfiguration).map((q) => [q.fieldKey, q.prompt]));
  const unknown = body.questions.findIndex((question) => !prompts.has(question.fieldKey));
  if (unknown >= 0) {
    const message = markingMessages.unknownQuestion;
    throw invalidInput(message, [{ field: `questions.${unknown}.fieldKey`, message }]);
  }
  await assertManagersOf(executor, organizationId, body.markerUserIds, 'markerUserIds');
  await assertManagersOf(executor, organizationId, body.decisionMakerUserIds, 'decisionMakerUserIds');
  return prompts;
}

/** The guide as stored: the levels described, 2 and 4 left out when blank. */
function storedGuide(guide: MarkingRoundBody['questions'][number]['guide']): RatingGuide {
  return Object.fromEntries(
    Object.entries(guide).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

async function writeParts(
  executor: Executor,
  round: { organizationId: number; id: number },
  body: MarkingRoundBody,
  prompts: Map<string, string>,
): Promise<void> {
  const scope = { organizationId: round.organizationId, roundId: round.id };
  await executor
    .delete(markingQuestions)
    .where(
      and(eq(markingQuestions.organizationId, scope.organizationId), eq(markingQuestions.roundId, round.id)),
    );
  await executor
    .delete(markingMarkers)
    .where(
      and(eq(markingMarkers.organizationId, scope.organizationId), eq(markingMarkers.roundId, round.id)),
    );
  await executor.insert(markingQuestions).values(
    body.questions.map((question, position) => ({
      ...scope,
      fieldKey: question.fieldKey,
      prompt: prompts.get(question.fieldKey) ?? question.fieldKey,
      guide: storedGuide(question.guide),
      weight: question.weight,
      position,
    })),
  );
  await executor
    .insert(markingMarkers)
    .values([...new Set(body.markerUserIds)].map((userId) => ({ ...scope, userId })));
}

const auditDetails = (body: MarkingRoundBody) => ({
  name: body.name,
  stageId: body.stageId,
  marksPerAnswer: body.marksPerAnswer,
  questions: body.questions.map((question) => ({ fieldKey: question.fieldKey, weight: question.weight })),
  markerUserIds: body.markerUserIds,
  decisionMakerUserIds: body.decisionMakerUserIds,
});

export function createRoundSetupService(db: Database) {
  return {
    /** Any manager of the organisation: the role's rounds and what a round can mark. */
    async roleMarking(user: UserRow, organizationId: number, roleId: number): Promise<RoleMarking> {
      assertMarkingReader(user, organizationId);
      const role = await findRole(db, organizationId, roleId);
      const rounds = await db
        .select()
        .from(markingRounds)
        .where(and(eq(markingRounds.organizationId, organizationId), eq(markingRounds.roleId, roleId)))
        .orderBy(desc(markingRounds.createdAt), desc(markingRounds.id));
      return {
        roleId: role.id,
        roleName: role.name,
        markableQuestions: markableQuestionsOf(role.formConfiguration),
        rounds: await summariesOf(db, organizationId, rounds),
      };
    },

    async create(
      user: UserRow,
      organizationId: number,
      roleId: number,
      body: MarkingRoundBody,
    ): Promise<MarkingRoundSummary> {
      assertMarkingAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const prompts = await checkedSetup(tx, organizationId, roleId, body);
        const [round] = await tx
          .insert(markingRounds)
          .values({
            organizationId,
            roleId,
            stageId: body.stageId,
            name: body.name,
            marksPerAnswer: body.marksPerAnswer,
            decisionMakerUserIds: [...new Set(body.decisionMakerUserIds)],
            seed: randomBytes(16).toString('hex'),
            createdByUserId: user.id,
          })
          .returning();
        if (!round) throw new Error('the marking round was not stored');
        await writeParts(tx, round, body, prompts);
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'marking-round.created',
          targetType: 'marking-round',
          targetId: round.id,
          details: { roleId, ...auditDetails(body) },
        });
        const [summary] = await summariesOf(tx, organizationId, [round]);
        if (!summary) throw new Error('the marking round was not read back');
        return summary;
      });
    },

    async update(
      user: UserRow,
      organizationId: number,
      roundId: number,
      body: MarkingRoundBody,
    ): Promise<MarkingRoundSummary> {
      assertMarkingAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const round = await findRound(tx, organizationId, roundId, { lock: true });
        if (round.status !== 'setup') throw conflict(markingMessages.started);
        const prompts = await checkedSetup(tx, organizationId, round.roleId, body);
        const [changed] = await tx
          .update(markingRounds)
          .set({
            name: body.name,
            stageId: body.stageId,
            marksPerAnswer: body.marksPerAnswer,
            decisionMakerUserIds: [...new Set(body.decisionMakerUserIds)],
            updatedAt: new Date(),
          })
          .where(and(eq(markingRounds.organizationId, organizationId), eq(markingRounds.id, roundId)))
          .returning();
        if (!changed) throw notFound('The marking round');
        await writeParts(tx, changed, body, prompts);
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'marking-round.changed',
          targetType: 'marking-round',
          targetId: roundId,
          details: auditDetails(body),
        });
        const [summary] = await summariesOf(tx, organizationId, [changed]);
        if (!summary) throw new Error('the marking round was not read back');
        return summary;
      });
    },
  };
}
