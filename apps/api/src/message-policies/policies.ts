import type { StageMessagePolicies, StageMessagePolicyView } from '@shortlist/domain/contract';
import type { StageMessagePolicyBody } from '@shortlist/domain/schemas';
import { messagePolicyMessages } from '@shortlist/domain/schemas';
import type { StageMessagePolicy } from '@shortlist/domain/stages';
import {
  choosableTemplates,
  comparePipelineOrder,
  defaultStageMessagePolicy,
} from '@shortlist/domain/stages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { stageMessagePolicies, subStages } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { assertCurrentVersion, nextVersionTime, versionOf } from '../shared/edit-versions.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { assertPolicyAdmin, assertPolicyReader } from './access.ts';
import { loadOrganizationZone } from './organization-zone.ts';
import type { PolicyRow } from './policy-rows.ts';
import { policyOfRow } from './policy-rows.ts';

/** Which level a save or reset names: a stage (subStageId null) or one of its sub-stages. */
export interface PolicyLevel {
  organizationId: number;
  stageId: number;
  subStageId: number | null;
}

function toView(
  stageId: number,
  subStage: { id: number; code: string } | null,
  policy: StageMessagePolicy,
  source: StageMessagePolicyView['source'],
  own: PolicyRow | undefined,
): StageMessagePolicyView {
  return {
    stageId,
    subStageId: subStage?.id ?? null,
    subStageCode: subStage?.code ?? null,
    notify: policy.notify,
    emailTemplate: policy.emailTemplate,
    smsTemplate: policy.smsTemplate,
    timing: policy.timing.kind,
    holdMinutes: policy.timing.kind === 'hold' ? policy.timing.holdMinutes : null,
    localTime: policy.timing.kind === 'scheduled' ? policy.timing.localTime : null,
    source,
    version: versionOf(own?.updatedAt ?? null),
    updatedAt: own?.updatedAt.toISOString() ?? null,
    choosableTemplates: choosableTemplates(stageId),
  };
}

const levelOf = (level: PolicyLevel) =>
  and(
    eq(stageMessagePolicies.organizationId, level.organizationId),
    eq(stageMessagePolicies.stageId, level.stageId),
    level.subStageId === null
      ? isNull(stageMessagePolicies.subStageId)
      : eq(stageMessagePolicies.subStageId, level.subStageId),
  );

/** The organisation's stages and sub-stages, in pipeline order. */
async function organizationStages(executor: Executor, organizationId: number) {
  const rows = await executor
    .select({ id: subStages.id, code: subStages.code, stageId: subStages.stageId })
    .from(subStages)
    .where(eq(subStages.organizationId, organizationId))
    .orderBy(subStages.orderIndex, subStages.id);
  const byStage = new Map<number, { id: number; code: string }[]>();
  for (const row of rows) {
    byStage.set(row.stageId, [...(byStage.get(row.stageId) ?? []), { id: row.id, code: row.code }]);
  }
  return [...byStage.entries()].toSorted(([a], [b]) => comparePipelineOrder(a, b));
}

/** A sub-stage named by a save or reset must be one of the stage's in this organisation. */
async function assertLevelExists(executor: Executor, level: PolicyLevel) {
  const stages = await organizationStages(executor, level.organizationId);
  const ofStage = stages.find(([stageId]) => stageId === level.stageId)?.[1];
  if (!ofStage) throw notFound('The stage');
  const subStage = level.subStageId === null ? null : ofStage.find((each) => each.id === level.subStageId);
  if (subStage === undefined) throw notFound('The sub-stage');
  return subStage;
}

/** The templates must suit the stage (a rejection's wording only for Rejected), field by field. */
function assertTemplatesOfStage(stageId: number, body: StageMessagePolicyBody) {
  const choosable: readonly string[] = choosableTemplates(stageId);
  const wrong = (['emailTemplate', 'smsTemplate'] as const).filter((field) => {
    const value = body[field];
    return value !== null && !choosable.includes(value);
  });
  if (wrong.length > 0) {
    const message = messagePolicyMessages.templateOfStage;
    throw invalidInput(
      message,
      wrong.map((field) => ({ field, message })),
    );
  }
}

/** /organization/{orgId}/message-policies: read by any manager, changed by manager admins (audited). */
export function createMessagePolicyService(db: Database) {
  return {
    async list(user: UserRow, organizationId: number): Promise<StageMessagePolicies> {
      assertPolicyReader(user, organizationId);
      const [stages, rows, timeZone] = await Promise.all([
        organizationStages(db, organizationId),
        db.select().from(stageMessagePolicies).where(eq(stageMessagePolicies.organizationId, organizationId)),
        loadOrganizationZone(db, organizationId),
      ]);
      const policies = stages.flatMap(([stageId, subStagesOfStage]) => {
        const ofStage = rows.find((row) => row.stageId === stageId && row.subStageId === null);
        const stagePolicy = ofStage ? policyOfRow(ofStage) : defaultStageMessagePolicy(stageId);
        const stageSource = ofStage ? 'stage' : 'default';
        return [
          toView(stageId, null, stagePolicy, stageSource, ofStage),
          ...subStagesOfStage.map((subStage) => {
            const own = rows.find((row) => row.stageId === stageId && row.subStageId === subStage.id);
            return own
              ? toView(stageId, subStage, policyOfRow(own), 'sub-stage', own)
              : toView(stageId, subStage, stagePolicy, stageSource, undefined);
          }),
        ];
      });
      return { timeZone, policies };
    },

    /** Saves one level's own policy; If-Match names the version it started from (409 stale_version). */
    async save(
      user: UserRow,
      level: PolicyLevel,
      body: StageMessagePolicyBody,
      expectedVersion?: string,
    ): Promise<StageMessagePolicyView> {
      assertPolicyAdmin(user, level.organizationId);
      assertTemplatesOfStage(level.stageId, body);
      return db.transaction(async (tx) => {
        const subStage = await assertLevelExists(tx, level);
        const [current] = await tx.select().from(stageMessagePolicies).where(levelOf(level)).for('update');
        assertCurrentVersion(expectedVersion, current?.updatedAt ?? null);
        const values = {
          notify: body.notify,
          // A policy that tells nobody keeps no template, so it can never send one by mistake.
          emailTemplate: body.notify ? body.emailTemplate : null,
          smsTemplate: body.notify ? body.smsTemplate : null,
          timing: body.timing,
          holdMinutes: body.timing === 'hold' ? (body.holdMinutes ?? null) : null,
          localTime: body.timing === 'scheduled' ? (body.localTime ?? null) : null,
          updatedByUserId: user.id,
          updatedAt: nextVersionTime(current?.updatedAt ?? null),
        };
        const [row] = current
          ? await tx
              .update(stageMessagePolicies)
              .set(values)
              .where(eq(stageMessagePolicies.id, current.id))
              .returning()
          : await tx
              .insert(stageMessagePolicies)
              .values({
                ...values,
                organizationId: level.organizationId,
                stageId: level.stageId,
                subStageId: level.subStageId,
              })
              .returning();
        if (!row) throw new Error('the message policy was not stored');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: level.organizationId,
          action: 'message-policy.saved',
          targetType: 'message-policy',
          targetId: level.subStageId === null ? `${level.stageId}` : `${level.stageId}/${level.subStageId}`,
          details: { ...values, updatedAt: values.updatedAt.toISOString() },
        });
        return toView(
          level.stageId,
          subStage,
          policyOfRow(row),
          level.subStageId === null ? 'stage' : 'sub-stage',
          row,
        );
      });
    },

    /** Removes one level's own policy (the stage's default, or for a sub-stage its stage's, applies again). */
    async reset(user: UserRow, level: PolicyLevel): Promise<void> {
      assertPolicyAdmin(user, level.organizationId);
      await db.transaction(async (tx) => {
        await assertLevelExists(tx, level);
        const removed = await tx
          .delete(stageMessagePolicies)
          .where(levelOf(level))
          .returning({ id: stageMessagePolicies.id });
        if (removed.length === 0) return;
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: level.organizationId,
          action: 'message-policy.reset',
          targetType: 'message-policy',
          targetId: level.subStageId === null ? `${level.stageId}` : `${level.stageId}/${level.subStageId}`,
        });
      });
    },
  };
}

export type MessagePolicyService = ReturnType<typeof createMessagePolicyService>;
