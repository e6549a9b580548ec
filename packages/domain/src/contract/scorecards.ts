import type { ScorecardRecommendation, ScorecardStatus, ScorecardSummary } from '../assessment/index.ts';
import type { Competency, InterviewKit } from './competencies.ts';
import { defineRoute, jsonReply } from './route.ts';

// Issue 33: each assessor's own scorecard of a candidate at a stage. Until an assessor has submitted theirs,
// no reply carries another assessor's ratings, recommendation or notes for that candidate and stage: only
// how many there are and how many are submitted. Private notes reach their author and manager admins only.

const tag = 'Scorecards';

export interface ScorecardRatingView {
  competencyId: number;
  rating: number | null;
  evidence: string;
}

export interface ScorecardView {
  id: number;
  candidateId: number;
  stageId: number;
  /** The assessment-centre exercise, or 0 for the stage's interview. */
  exerciseId: number;
  kitId: number | null;
  assessor: { userId: number | null; name: string; outside: boolean };
  status: ScorecardStatus;
  recommendation: ScorecardRecommendation | null;
  ratings: ScorecardRatingView[];
  /** Null where the reader may not see them (anyone but the author and manager admins). */
  privateNotes: string | null;
  assessedAt: string | null;
  submittedAt: string | null;
  updatedAt: string;
  /** How many times it was changed after its first submission. */
  edits: number;
}

/** One stage's scorecards as the reader may see them. */
export interface StageScorecards {
  stageId: number;
  /** The reader's own scorecards at the stage (one per exercise). */
  mine: ScorecardView[];
  /** Whether others' submitted scorecards are open to the reader. */
  othersVisible: boolean;
  /** Others' submitted scorecards, with authors and times; empty unless othersVisible. */
  others: ScorecardView[];
  /** Others' scorecards the reader may not see yet: how many, and how many of those are submitted. */
  hidden: { count: number; submitted: number };
  /** Mean and spread per competency of the submitted scorecards; null unless othersVisible. */
  summary: ScorecardSummary | null;
}

export interface CandidateScorecards {
  candidateId: number;
  /** The stages with scorecards, and the candidate's current stage, in pipeline order. */
  stages: StageScorecards[];
  competencies: Competency[];
  /** The kits of the candidate's role at those stages. */
  kits: InterviewKit[];
}

/** One version of a submitted scorecard, with who made it and when. */
export interface ScorecardRevisionView {
  id: number;
  editedBy: string;
  at: string;
  recommendation: ScorecardRecommendation | null;
  ratings: ScorecardRatingView[];
  privateNotes: string | null;
}

export interface ScorecardHistory {
  scorecardId: number;
  revisions: ScorecardRevisionView[];
}

export interface ScorecardRequestResult {
  scorecards: ScorecardView[];
  /** The outside assessors emailed a link. */
  emailed: string[];
}

/** What an outside assessor's link opens: their own scorecard, and others' once theirs is submitted. */
export interface PublicScorecard {
  organization: { id: number; name: string };
  /** The candidate's name, or null while blind review applies. */
  candidate: { id: number; name: string | null };
  roleName: string | null;
  stage: StageScorecards;
  scorecard: ScorecardView;
  competencies: Competency[];
  kits: InterviewKit[];
}

export const fetchCandidateScorecards = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{cid}/scorecards',
  summary: 'The candidate’s scorecards by stage, as the reader may see them (others’ only after their own).',
  tag,
  params: 'candidateScorecardsParamsSchema',
  query: 'candidateScorecardsQuerySchema',
  reply: jsonReply<CandidateScorecards>(),
});

export const requestScorecards = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{cid}/scorecards',
  summary:
    'Asks managers or outside assessors (emailed a link) for their scorecards of the candidate at a stage.',
  tag,
  params: 'candidateScorecardsParamsSchema',
  body: 'scorecardRequestSchema',
  reply: jsonReply<ScorecardRequestResult>(),
});

export const saveOwnScorecard = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/candidate/{cid}/scorecard',
  summary: 'Saves the caller’s own scorecard of the candidate at a stage, as a draft or submitted.',
  tag,
  params: 'candidateScorecardsParamsSchema',
  body: 'scorecardSaveSchema',
  reply: jsonReply<StageScorecards>(),
});

export const fetchScorecardHistory = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/scorecards/{scorecardId}/history',
  summary: 'Every submitted version of a scorecard, with who changed it and when.',
  tag,
  params: 'scorecardParamsSchema',
  reply: jsonReply<ScorecardHistory>(),
});

export const fetchPublicScorecard = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/organization/{id}/scorecard/{token}',
  summary: 'The scorecard an outside assessor’s link opens.',
  tag,
  params: 'publicScorecardParamsSchema',
  reply: jsonReply<PublicScorecard>(),
});

export const savePublicScorecard = defineRoute({
  method: 'POST',
  area: 'public',
  path: '/organization/{id}/scorecard/{token}',
  summary: 'An outside assessor saves or submits the scorecard their link opens.',
  tag,
  params: 'publicScorecardParamsSchema',
  body: 'publicScorecardSaveSchema',
  reply: jsonReply<PublicScorecard>(),
});
