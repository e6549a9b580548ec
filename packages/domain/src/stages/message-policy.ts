import { nextWorkingDayAt } from '../format/working-day.ts';
import type { MessageTemplateKey } from '../schemas/message-template-keys.ts';
import { stageGroups } from './stage-groups.ts';
import type { StageId } from './stage-ids.ts';
import { stageIds } from './stage-ids.ts';

// Issue 32: what a move to a stage tells the candidate, and when. An organisation may save its own policy per
// stage or sub-stage (a sub-stage's overrides its stage's); without one the defaults below apply.

/** The rejection wordings by the step the candidate reached (the stage they were rejected from). */
export const rejectionTemplateKeys = [
  'rejected',
  'rejected-after-application-review',
  'rejected-after-online-test',
  'rejected-after-interview',
  'rejected-after-assessment-centre',
] as const satisfies readonly MessageTemplateKey[];

/** The templates a stage move may send. */
export const stageMoveTemplateKeys = [
  'stage-moved',
  ...rejectionTemplateKeys,
] as const satisfies readonly MessageTemplateKey[];
export type StageMoveTemplateKey = (typeof stageMoveTemplateKeys)[number];

/** Not a template: each rejected candidate gets the rejection wording of the stage they were rejected from. */
export const rejectionByStage = 'rejected-by-stage';

/** What a policy names as its template: a stage-move template, or the rejection wording by stage. */
export const stageMoveTemplateChoices = [rejectionByStage, ...stageMoveTemplateKeys] as const;
export type StageMoveTemplateChoice = (typeof stageMoveTemplateChoices)[number];

export const messageTimingKinds = ['immediate', 'hold', 'scheduled'] as const;
export type MessageTimingKind = (typeof messageTimingKinds)[number];

/** At once; after a hold (minutes), so an undo or a correction cancels it; or at a local time the next working day. */
export type MessageTiming =
  | { kind: 'immediate' }
  | { kind: 'hold'; holdMinutes: number }
  | { kind: 'scheduled'; localTime: string };

export interface StageMessagePolicy {
  notify: boolean;
  /** Null sends no email; nothing is ever sent without a template. */
  emailTemplate: StageMoveTemplateChoice | null;
  /** Null (the default) sends no text message. */
  smsTemplate: StageMoveTemplateChoice | null;
  timing: MessageTiming;
}

/** Decision: a stage move a candidate should hear about waits two hours, long enough to undo a slip. */
export const defaultHoldMinutes = 120;
/** Decision: rejections go out together the next working morning, never in the evening they were made. */
export const defaultRejectionTime = '09:00';

const silent: StageMessagePolicy = {
  notify: false,
  emailTemplate: null,
  smsTemplate: null,
  timing: { kind: 'immediate' },
};

/** The stages a candidate sees: online tests, interviews, the assessment centre and offers. */
export const candidateVisibleStageIds: readonly StageId[] = [
  ...stageGroups.interview,
  stageIds.atOnlineTest,
  stageIds.criticalThinkingTest,
  stageIds.atVideoInterview,
  stageIds.offerMade,
  stageIds.offerAccepted,
];

/**
 * The policy of a stage without the organisation's own: nothing for internal and admin stages (review,
 * sourcing, drafts, Applied, Withdrew); the rejection wording by stage at 09:00 the next working day for
 * Rejected; 'stage-moved' after a two-hour hold for the stages a candidate sees. No text messages.
 */
export function defaultStageMessagePolicy(stageId: number): StageMessagePolicy {
  if (stageId === stageIds.rejected) {
    return {
      notify: true,
      emailTemplate: rejectionByStage,
      smsTemplate: null,
      timing: { kind: 'scheduled', localTime: defaultRejectionTime },
    };
  }
  if ((candidateVisibleStageIds as readonly number[]).includes(stageId)) {
    return {
      notify: true,
      emailTemplate: 'stage-moved',
      smsTemplate: null,
      timing: { kind: 'hold', holdMinutes: defaultHoldMinutes },
    };
  }
  return silent;
}

const rejectionFrom: ReadonlyArray<readonly [StageMoveTemplateKey, readonly number[]]> = [
  [
    'rejected-after-application-review',
    [...stageGroups.applied, stageIds.draftPromised, stageIds.draftReceived],
  ],
  ['rejected-after-online-test', [stageIds.atOnlineTest, stageIds.criticalThinkingTest]],
  ['rejected-after-assessment-centre', [stageIds.assessmentCentre]],
  [
    'rejected-after-interview',
    [
      stageIds.atVideoInterview,
      stageIds.atPhoneInterview,
      stageIds.atInterview,
      stageIds.firstRound,
      stageIds.secondRound,
      stageIds.finalRound,
    ],
  ],
];

/** The stages each rejection wording covers; a stage in none (an offer, say) gets the plain 'rejected'. */
export const rejectionTemplateStages = rejectionFrom;

/** The rejection wording of a candidate rejected from a stage (null: the stage is not known). */
export function rejectionTemplateFor(fromStageId: number | null): StageMoveTemplateKey {
  if (fromStageId === null) return 'rejected';
  return rejectionFrom.find(([, stages]) => stages.includes(fromStageId))?.[0] ?? 'rejected';
}

/** A template choice as the key each candidate gets, given the stage they come from. */
export function resolveTemplateChoice(
  choice: StageMoveTemplateChoice,
  fromStageId: number | null,
): StageMoveTemplateKey {
  return choice === rejectionByStage ? rejectionTemplateFor(fromStageId) : choice;
}

/** The templates a person may pick for a move to a stage: rejection wordings for Rejected, else 'stage-moved'. */
export function choosableTemplates(stageId: number): StageMoveTemplateChoice[] {
  return stageId === stageIds.rejected ? [rejectionByStage, ...rejectionTemplateKeys] : ['stage-moved'];
}

const minuteMs = 60 * 1000;

/** When a move's message is due: now, after the hold, or at the local time the next working day in the zone. */
export function messageDueAt(timing: MessageTiming, now: Date, timeZone: string): Date {
  if (timing.kind === 'hold') return new Date(now.getTime() + timing.holdMinutes * minuteMs);
  if (timing.kind === 'scheduled') return nextWorkingDayAt(now, timing.localTime, timeZone);
  return now;
}
