import type { StageId } from './stage-ids.ts';
import { stageIds } from './stage-ids.ts';

const interviewStages = [
  stageIds.atInterview,
  stageIds.atPhoneInterview,
  stageIds.firstRound,
  stageIds.secondRound,
  stageIds.assessmentCentre,
  stageIds.finalRound,
] as const;

export interface AssessmentTypeDefinition {
  /** Stages a record of this type may be created at (spec §4). */
  allowedStageIds: readonly StageId[];
  /** Offered to lateral-hiring organisations. */
  lateral: boolean;
  /** Offered to organisations that do not hire laterally. */
  nonLateral: boolean;
  /** A third-party online test integration. */
  thirdParty: boolean;
  /** Organisation text-setting key that switches the integration on; null for built-in types. */
  enablingSetting: string | null;
}

// Decision: the five third-party tests get neutral names; aptitude, assessment-centre and critical-thinking
// tests are early-careers tools (non-lateral only), while the video interview and both schedulers suit
// either hiring mode. SCREENING's lateral flags here are overridden by the screening-feature rule (§6).
export const assessmentTypes = {
  APTITUDE_ONE: {
    allowedStageIds: [stageIds.atOnlineTest],
    lateral: false,
    nonLateral: true,
    thirdParty: true,
    enablingSetting: 'enableAptitudeOne',
  },
  APTITUDE_TWO: {
    allowedStageIds: [stageIds.atOnlineTest],
    lateral: false,
    nonLateral: true,
    thirdParty: true,
    enablingSetting: 'enableAptitudeTwo',
  },
  VIDEO_ONE: {
    allowedStageIds: [stageIds.atVideoInterview, stageIds.atOnlineTest],
    lateral: true,
    nonLateral: true,
    thirdParty: true,
    enablingSetting: 'enableVideoOne',
  },
  ASSESSMENT_CENTRE_ONE: {
    allowedStageIds: [stageIds.assessmentCentre, stageIds.atOnlineTest],
    lateral: false,
    nonLateral: true,
    thirdParty: true,
    enablingSetting: 'enableAssessmentCentreOne',
  },
  CRITICAL_THINKING: {
    allowedStageIds: [stageIds.criticalThinkingTest],
    lateral: false,
    nonLateral: true,
    thirdParty: true,
    enablingSetting: 'enableCriticalThinking',
  },
  SCHEDULER: {
    allowedStageIds: interviewStages,
    lateral: true,
    nonLateral: true,
    thirdParty: false,
    enablingSetting: null,
  },
  SCREENING: {
    allowedStageIds: [stageIds.applied, stageIds.forReview, stageIds.forApplicationReview],
    lateral: false,
    nonLateral: true,
    thirdParty: false,
    enablingSetting: null,
  },
  SCHEDULED: {
    allowedStageIds: interviewStages,
    lateral: true,
    nonLateral: true,
    thirdParty: false,
    enablingSetting: null,
  },
} as const satisfies Record<string, AssessmentTypeDefinition>;

export type AssessmentType = keyof typeof assessmentTypes;
export const assessmentTypeIds = Object.keys(assessmentTypes) as readonly AssessmentType[];

export function isAssessmentType(value: string): value is AssessmentType {
  return Object.hasOwn(assessmentTypes, value);
}

export function isStageAllowedForType(type: AssessmentType, stageId: number): boolean {
  return (assessmentTypes[type].allowedStageIds as readonly number[]).includes(stageId);
}
