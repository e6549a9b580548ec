import type { StageGroup } from './stage-groups.ts';

export const subStageCodes = ['pending', 'invited', 'scheduled', 'completed'] as const;
export type SubStageCode = (typeof subStageCodes)[number];

// Decision: invited and scheduled only make sense when the role has an interview to invite to or schedule.
export const interviewSubStageCodes = ['invited', 'scheduled'] as const satisfies readonly SubStageCode[];

export interface SubStage {
  id: number;
  codeStage: SubStageCode;
  defaultSubStage: boolean;
  orderIndex: number;
}

export interface Stage {
  id: number;
  groupStage: StageGroup | null;
  subStages: readonly SubStage[];
}

export function isInterviewSubStageCode(code: SubStageCode): boolean {
  return (interviewSubStageCodes as readonly SubStageCode[]).includes(code);
}

/** The sub-stages shown for a role, sorted by orderIndex; interview sub-stages only when an interview is configured. */
export function selectSubStages(stage: Stage, options: { interviewConfigured: boolean }): SubStage[] {
  return stage.subStages
    .filter((subStage) => options.interviewConfigured || !isInterviewSubStageCode(subStage.codeStage))
    .toSorted((a, b) => a.orderIndex - b.orderIndex);
}

/** Decision: without a sub-stage flagged default, the first by orderIndex is the default. */
export function findDefaultSubStage(stage: Stage): SubStage | undefined {
  return (
    stage.subStages.find((subStage) => subStage.defaultSubStage) ??
    stage.subStages.toSorted((a, b) => a.orderIndex - b.orderIndex)[0]
  );
}
