import type { MessageTiming, StageMessagePolicy } from '@shortlist/domain/stages';
import { defaultStageMessagePolicy } from '@shortlist/domain/stages';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { stageMessagePolicies } from '../db/schema/index.ts';

export type PolicyRow = typeof stageMessagePolicies.$inferSelect;

/** A stored row as the domain's policy. */
export function policyOfRow(row: PolicyRow): StageMessagePolicy {
  const timing: MessageTiming =
    row.timing === 'hold'
      ? { kind: 'hold', holdMinutes: row.holdMinutes ?? 0 }
      : row.timing === 'scheduled'
        ? { kind: 'scheduled', localTime: row.localTime ?? '09:00' }
        : { kind: 'immediate' };
  return {
    notify: row.notify,
    emailTemplate: row.emailTemplate,
    smsTemplate: row.smsTemplate,
    timing,
  };
}

export interface EffectivePolicy {
  policy: StageMessagePolicy;
  source: 'default' | 'stage' | 'sub-stage';
}

/** The policy a move to a stage and sub-stage follows: the sub-stage's own, else the stage's, else the default. */
export async function effectivePolicy(
  executor: Executor,
  organizationId: number,
  stageId: number,
  subStageId: number,
): Promise<EffectivePolicy> {
  const rows = await executor
    .select()
    .from(stageMessagePolicies)
    .where(
      and(
        eq(stageMessagePolicies.organizationId, organizationId),
        eq(stageMessagePolicies.stageId, stageId),
        or(isNull(stageMessagePolicies.subStageId), eq(stageMessagePolicies.subStageId, subStageId)),
      ),
    );
  const own = rows.find((row) => row.subStageId === subStageId);
  if (own) return { policy: policyOfRow(own), source: 'sub-stage' };
  const ofStage = rows.find((row) => row.subStageId === null);
  if (ofStage) return { policy: policyOfRow(ofStage), source: 'stage' };
  return { policy: defaultStageMessagePolicy(stageId), source: 'default' };
}
