import type { StageMessagePolicyView } from '@shortlist/domain/contract';
import type { MessageTimingKind, StageMoveTemplateChoice } from '@shortlist/domain/stages';

/** A policy as its form edits it: every field as text or a flag, so an input never holds a number it cannot. */
export interface PolicyDraft {
  notify: boolean;
  emailTemplate: StageMoveTemplateChoice | '';
  smsTemplate: StageMoveTemplateChoice | '';
  timing: MessageTimingKind;
  holdMinutes: string;
  localTime: string;
}

export function draftOf(policy: StageMessagePolicyView): PolicyDraft {
  return {
    notify: policy.notify,
    emailTemplate: policy.emailTemplate ?? '',
    smsTemplate: policy.smsTemplate ?? '',
    timing: policy.timing,
    holdMinutes: policy.holdMinutes === null ? '120' : String(policy.holdMinutes),
    localTime: policy.localTime ?? '09:00',
  };
}

/** The body of PUT .../message-policies/{stageId}[/{substageId}]; the API checks it field by field. */
export function bodyOf(draft: PolicyDraft) {
  return {
    notify: draft.notify,
    emailTemplate: draft.notify && draft.emailTemplate !== '' ? draft.emailTemplate : null,
    smsTemplate: draft.notify && draft.smsTemplate !== '' ? draft.smsTemplate : null,
    timing: draft.timing,
    holdMinutes: draft.timing === 'hold' ? Number(draft.holdMinutes) : null,
    localTime: draft.timing === 'scheduled' ? draft.localTime : null,
  };
}

export const sameDraft = (a: PolicyDraft, b: PolicyDraft) =>
  JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
