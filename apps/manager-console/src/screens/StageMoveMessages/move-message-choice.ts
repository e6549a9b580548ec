import type { StageMovePreview } from '@shortlist/domain/contract';
import type { StageMoveMessageChoice } from '@shortlist/domain/schemas';
import type { StageMoveTemplateChoice } from '@shortlist/domain/stages';

/** What the person chose about a move's message: the stage's own (template ''), another, or none; and a reason. */
export interface MoveMessageChoice {
  template: StageMoveTemplateChoice | '';
  send: boolean;
  reasonId: string;
}

export const stagePolicyChoice: MoveMessageChoice = { template: '', send: true, reasonId: '' };

/** The move's message choice as the API takes it; absent when the stage's policy applies. */
export function messageOf(choice: MoveMessageChoice): StageMoveMessageChoice | undefined {
  if (!choice.send) return { send: false };
  return choice.template === '' ? undefined : { template: choice.template };
}

/** The body parts every move route takes beside its own (issue 32). */
export function moveChoiceBody(choice: MoveMessageChoice): {
  message?: StageMoveMessageChoice;
  rejectionReasonId?: string;
} {
  const message = messageOf(choice);
  return {
    ...(message ? { message } : {}),
    ...(choice.reasonId ? { rejectionReasonId: choice.reasonId } : {}),
  };
}

/** A rejection waits for its reason; any other move may go. */
export const choiceReady = (choice: MoveMessageChoice, preview: StageMovePreview | undefined) =>
  !preview?.reasonRequired || choice.reasonId !== '';
