// Stage ids and names of spec §3. The ids are part of the API contract: never renumber.

export const stageIds = {
  applied: 1,
  atOnlineTest: 2,
  atInterview: 3,
  atVideoInterview: 4,
  atPhoneInterview: 5,
  firstRound: 6,
  secondRound: 7,
  criticalThinkingTest: 8,
  assessmentCentre: 9,
  finalRound: 10,
  offerMade: 11,
  offerAccepted: 14,
  withdrew: 15,
  rejected: 16,
  interestShown: 17,
  draftPromised: 18,
  draftReceived: 19,
  checkedAtAppSlam: 20,
  appliedWithoutAppReview: 23,
  approached: 24,
  onlineApplicationForm: 25,
  forReview: 28,
  forApplicationReview: 29,
} as const;
export type StageKey = keyof typeof stageIds;
export type StageId = (typeof stageIds)[StageKey];

export const stageNames: Record<StageId, string> = {
  1: 'Applied',
  2: 'At online test',
  3: 'At interview',
  4: 'At video interview',
  5: 'At phone interview',
  6: '1st round',
  7: '2nd round',
  8: 'Critical-thinking test',
  9: 'Assessment centre',
  10: 'Final round',
  11: 'Offer made',
  14: 'Offer accepted',
  15: 'Withdrew',
  16: 'Rejected',
  17: 'Interest shown',
  18: 'Draft promised',
  19: 'Draft received',
  20: 'Checked at app slam',
  23: 'Applied without app review',
  24: 'Approached',
  25: 'Online application form',
  28: 'For review',
  29: 'For application review',
};

export const allStageIds = Object.values(stageIds) as readonly StageId[];

export function isStageId(value: number): value is StageId {
  return (allStageIds as readonly number[]).includes(value);
}
