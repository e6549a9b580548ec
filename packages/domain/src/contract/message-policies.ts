import type { ContactChannel } from '../enums/index.ts';
import type {
  MessageTimingKind,
  StageMoveTemplateChoice,
  StageMoveTemplateKey,
} from '../stages/message-policy.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Issue 32: an organisation's message policy per stage and sub-stage, its rejection reasons, and what a move
// will send before it is made. Any manager of the organisation reads; manager admins change (audited).

const tag = 'Message policies';

/** Where a stage's policy comes from: the product's default, the stage's own or the sub-stage's own. */
export type MessagePolicySource = 'default' | 'stage' | 'sub-stage';

/** One stage's (subStageId null) or sub-stage's policy as it applies, with its edit version. */
export interface StageMessagePolicyView {
  stageId: number;
  subStageId: number | null;
  /** The sub-stage's code as the organisation named it ('pending', 'invited'); null for the stage. */
  subStageCode: string | null;
  notify: boolean;
  emailTemplate: StageMoveTemplateChoice | null;
  smsTemplate: StageMoveTemplateChoice | null;
  timing: MessageTimingKind;
  holdMinutes: number | null;
  localTime: string | null;
  source: MessagePolicySource;
  /** The version of this level's own row (`unsaved` when it has none), for If-Match. */
  version: string;
  updatedAt: string | null;
  /** The templates a person may choose for this stage. */
  choosableTemplates: StageMoveTemplateChoice[];
}

export interface StageMessagePolicies {
  /** The organisation's time zone, which a scheduled time is read in. */
  timeZone: string;
  policies: StageMessagePolicyView[];
}

export const listStageMessagePolicies = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/message-policies',
  summary: 'What a move to each stage and sub-stage tells the candidate, and when.',
  tag,
  params: 'messagePoliciesParamsSchema',
  reply: jsonReply<StageMessagePolicies>(),
});

export const saveStageMessagePolicy = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/message-policies/{stageId}',
  summary: 'Sets the message policy of a stage (manager admins; If-Match its version).',
  tag,
  params: 'stageMessagePolicyParamsSchema',
  body: 'stageMessagePolicyBodySchema',
  reply: jsonReply<StageMessagePolicyView>(),
});

export const resetStageMessagePolicy = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/message-policies/{stageId}',
  summary: 'Goes back to the default message policy of a stage (manager admins).',
  tag,
  params: 'stageMessagePolicyParamsSchema',
  reply: emptyReply,
});

export const saveSubStageMessagePolicy = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/message-policies/{stageId}/{substageId}',
  summary: 'Sets the message policy of a sub-stage, over its stage’s (manager admins; If-Match its version).',
  tag,
  params: 'subStageMessagePolicyParamsSchema',
  body: 'stageMessagePolicyBodySchema',
  reply: jsonReply<StageMessagePolicyView>(),
});

export const resetSubStageMessagePolicy = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/organization/{orgId}/message-policies/{stageId}/{substageId}',
  summary: 'Removes a sub-stage’s own message policy, so its stage’s applies (manager admins).',
  tag,
  params: 'subStageMessagePolicyParamsSchema',
  reply: emptyReply,
});

/** A reason a candidate was rejected: one of the product's defaults (possibly renamed) or the organisation's own. */
export interface RejectionReason {
  id: string;
  name: string;
  isDefault: boolean;
  /** A retired reason is no longer offered; rejections already given keep it. */
  retired: boolean;
}

export const listRejectionReasons = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/rejection-reasons',
  summary: 'The organisation’s reasons for a rejection, retired ones included.',
  tag,
  params: 'rejectionReasonsParamsSchema',
  reply: jsonReply<RejectionReason[]>(),
});

export const addRejectionReason = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/rejection-reasons',
  summary: 'Adds a reason of the organisation’s own (manager admins).',
  tag,
  params: 'rejectionReasonsParamsSchema',
  body: 'rejectionReasonCreateSchema',
  reply: jsonReply<RejectionReason>(),
});

export const updateRejectionReason = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/rejection-reasons/{reasonId}',
  summary: 'Renames or retires a reason (manager admins).',
  tag,
  params: 'rejectionReasonParamsSchema',
  body: 'rejectionReasonUpdateSchema',
  reply: jsonReply<RejectionReason>(),
});

/** What a move of a selection to a stage will send, before it is made. */
export interface StageMovePreview {
  stageId: number;
  subStageId: number;
  notify: boolean;
  emailTemplate: StageMoveTemplateChoice | null;
  smsTemplate: StageMoveTemplateChoice | null;
  /** The templates the selection's candidates will get (a rejection's wording by stage can give several). */
  templates: StageMoveTemplateKey[];
  channels: ContactChannel[];
  timing: MessageTimingKind;
  /** When the messages go: null for at once. */
  sendAt: string | null;
  /** The organisation's time zone, to show sendAt in. */
  timeZone: string;
  counts: { candidates: number; email: number; sms: number; nothing: number };
  choosableTemplates: StageMoveTemplateChoice[];
  reasonRequired: boolean;
  /** The reasons a rejection may give (not retired); empty for other stages. */
  reasons: RejectionReason[];
  /** The first candidate's message, rendered; null when nothing will be sent. */
  sample: {
    candidateId: number;
    channel: ContactChannel;
    template: StageMoveTemplateKey;
    subject: string | null;
    body: string;
  } | null;
}

export const previewStageMove = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/stage-moves/preview',
  summary: 'What moving the chosen candidates to a stage would send, to whom and when, with a sample.',
  tag,
  params: 'messagePoliciesParamsSchema',
  body: 'stageMovePreviewSchema',
  reply: jsonReply<StageMovePreview>(),
});
