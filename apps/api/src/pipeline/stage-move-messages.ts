import type { ContactChannel } from '@shortlist/domain/enums';
import type { StageMoveMessageChoice } from '@shortlist/domain/schemas';
import type { StageMessagePolicy, StageMoveTemplateChoice } from '@shortlist/domain/stages';
import {
  messageDueAt,
  rejectionByStage,
  rejectionTemplateStages,
  stageNames,
} from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { loadOrganizationZone } from '../message-policies/organization-zone.ts';
import { effectivePolicy } from '../message-policies/policy-rows.ts';
import { queueUnrendered } from '../messaging/unrendered-messages.ts';
import { clock } from '../shared/clock.ts';
import { stageStatusWordingSql } from './candidate-status-wording.ts';

/** One move's messages: who moved where, in which batch, and the mover's own choice over the policy. */
export interface MoveMessages {
  organizationId: number;
  candidateIds: readonly number[];
  stageId: number;
  subStageId: number;
  batchId: string;
  choice?: StageMoveMessageChoice | undefined;
}

/** What a move sends on each channel (null: nothing on it), after the mover's choice. */
export interface MessagePlan {
  email: StageMoveTemplateChoice | null;
  sms: StageMoveTemplateChoice | null;
  policy: StageMessagePolicy;
}

/**
 * The stage's policy with the mover's choice over it: `send: false` sends nothing; another template is sent by
 * email, and by text too when the policy texts. Null when nothing is sent.
 */
export function planMessages(
  policy: StageMessagePolicy,
  choice?: StageMoveMessageChoice,
): MessagePlan | null {
  if (choice && 'send' in choice) return null;
  if (choice && 'template' in choice) {
    const sms = policy.notify && policy.smsTemplate !== null ? choice.template : null;
    return { email: choice.template, sms, policy };
  }
  if (!policy.notify || (policy.emailTemplate === null && policy.smsTemplate === null)) return null;
  return { email: policy.emailTemplate, sms: policy.smsTemplate, policy };
}

/** The template of each candidate as SQL: the rejection wording by the stage they came from (h), or one key. */
export function templateSql(choice: StageMoveTemplateChoice): SQL {
  if (choice !== rejectionByStage) return sql`${choice}::text`;
  const branches = rejectionTemplateStages.map(
    ([key, stages]) =>
      sql`when h.from_stage_id = any(${sql.param([...stages])}::integer[]) then ${key}::text`,
  );
  return sql`(case ${sql.join(branches, sql` `)} else 'rejected' end)`;
}

/** The merge data of a move's message: the stage moved to, and what the candidate reads of it. */
export function stageMoveData(stageId: number): SQL {
  return sql`jsonb_build_object('stage', jsonb_build_object('name',
      ${stageNames[stageId as keyof typeof stageNames] ?? 'a new stage'}::text, 'status', ${stageStatusWordingSql(stageId)}))`;
}

/**
 * Queues a move's messages as its stage's policy (or the mover's choice) says: per channel with a template,
 * to every moved candidate who accepts that channel, due at once, after the hold or at the scheduled time in
 * the organisation's zone, linked to the candidate and the batch so an undo or a later move cancels them.
 * One INSERT ... SELECT per channel, unrendered (the outbox renders each when it is claimed), in the move's
 * transaction, so a move that rolls back sends nothing.
 */
export async function notifyCandidates(tx: Executor, move: MoveMessages): Promise<void> {
  if (move.candidateIds.length === 0) return;
  const { policy } = await effectivePolicy(tx, move.organizationId, move.stageId, move.subStageId);
  const plan = planMessages(policy, move.choice);
  if (!plan) return;
  const zone =
    plan.policy.timing.kind === 'scheduled' ? await loadOrganizationZone(tx, move.organizationId) : 'UTC';
  const dueAt = messageDueAt(plan.policy.timing, clock.now(), zone);
  const channels: [ContactChannel, StageMoveTemplateChoice | null][] = [
    ['EMAIL', plan.email],
    ['SMS', plan.sms],
  ];
  for (const [channel, template] of channels) {
    if (template === null) continue;
    await queueUnrendered(tx, {
      organizationId: move.organizationId,
      key: templateSql(template),
      candidateIds: move.candidateIds,
      data: stageMoveData(move.stageId),
      channels: [channel],
      move: { batchId: move.batchId, dueAt },
    });
  }
}
