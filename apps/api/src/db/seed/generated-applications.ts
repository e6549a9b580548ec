import type { CandidateStatus } from '@shortlist/domain/enums';
import { stageIds } from '@shortlist/domain/stages';

// Where the n-th generated application stands: most early in the pipeline, a few at offer, some rejected,
// one in eleven not yet submitted, over the last 90 days. The demo seed and the console bench share it.

const day = 24 * 60 * 60 * 1000;

const stageSpread: readonly number[] = [
  stageIds.applied,
  stageIds.applied,
  stageIds.applied,
  stageIds.forReview,
  stageIds.forApplicationReview,
  stageIds.atOnlineTest,
  stageIds.atOnlineTest,
  stageIds.criticalThinkingTest,
  stageIds.atInterview,
  stageIds.atPhoneInterview,
  stageIds.firstRound,
  stageIds.assessmentCentre,
  stageIds.finalRound,
  stageIds.offerMade,
  stageIds.offerAccepted,
  stageIds.rejected,
  stageIds.rejected,
  stageIds.withdrew,
];

export interface ApplicationPlace {
  organizationId: number;
  roleId: number | null;
  /** The organisation's sub-stage of a stage by its code (`pending`, `completed`...). */
  subStageId(stageId: number, code: string): number | null;
  now: Date;
}

/** The candidates row of the n-th generated application by the given user; the same n gives the same row. */
export function generatedApplication(n: number, userId: number, place: ApplicationPlace) {
  const { now } = place;
  const stageId = stageSpread[n % stageSpread.length] ?? stageIds.applied;
  const submitted = n % 11 !== 0;
  const appliedAt = new Date(now.getTime() - ((n * 7) % 90) * day - (n % 24) * 60 * 60 * 1000);
  const code = n % 3 === 0 ? 'completed' : 'pending';
  return {
    organizationId: place.organizationId,
    userId,
    roleId: place.roleId,
    step: submitted ? 4 : 1 + (n % 3),
    status: (submitted ? 'ACTIVE' : 'PENDING') as CandidateStatus,
    stageId: submitted ? stageId : stageIds.applied,
    subStageId: place.subStageId(submitted ? stageId : stageIds.applied, submitted ? code : 'pending'),
    source: ['University careers service', 'LinkedIn', 'Law fair', 'Friend or family', 'Search engine'][
      n % 5
    ],
    acceptTermAndConditions: submitted,
    acceptResearch: n % 2 === 0,
    candidateScore: submitted && n % 4 === 0 ? 40 + (n % 60) : null,
    appliedAt: submitted ? appliedAt : null,
    lastChangeAt: new Date(appliedAt.getTime() + (n % 5) * day),
    createdAt: appliedAt,
  };
}
