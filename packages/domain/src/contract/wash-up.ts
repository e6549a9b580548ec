import type { AssessmentDecision, ScorecardRecommendation } from '../assessment/scorecard-terms.ts';
import type { ReportSection } from '../reports/report-figures.ts';
import { defineRoute, jsonReply } from './route.ts';

// Issue 33: the wash-up (debrief) of a role's stage and the role's fairness evidence. Any manager of the
// organisation reads the wash-up and decides; the fairness evidence is for manager admins, audited.

const tag = 'Assessment wash-up';

/** A column of the matrix: a competency over every exercise (exerciseId null) or in one exercise. */
export interface WashUpColumn {
  key: string;
  competencyId: number;
  competencyName: string;
  /** null: every scorecard of the stage; 0: the stage's interview; otherwise an assessment-centre exercise. */
  exerciseId: number | null;
  /** The assessment-centre exercise's name; null for the stage's interview and over every exercise. */
  exerciseName: string | null;
}

/** One assessor's submitted rating in a cell, with who gave it and when. */
export interface WashUpRating {
  assessorKey: string;
  assessorName: string;
  rating: number;
  exerciseId: number;
  submittedAt: string;
}

export interface WashUpCell {
  ratings: WashUpRating[];
  mean: number | null;
  spread: number | null;
  disagreement: boolean;
}

/** A decision taken at the wash-up, with who took it and when. */
export interface WashUpDecision {
  id: number;
  candidateId: number;
  stageId: number;
  decision: AssessmentDecision;
  reason: string;
  rejectionReasonId: string | null;
  /** Where the decision moved the candidate (null for a hold). */
  toStageId: number | null;
  decidedBy: { userId: number | null; name: string };
  decidedAt: string;
}

/** One assessor's scorecard of the row's candidate: who, their recommendation, and when they submitted it. */
export interface WashUpScorecard {
  assessorKey: string;
  assessorName: string;
  exerciseId: number;
  recommendation: ScorecardRecommendation | null;
  submittedAt: string | null;
}

export interface WashUpRow {
  candidateId: number;
  /** null at a blind-review stage until a manager admin reveals the application. */
  name: string | null;
  blind: boolean;
  /** Where the candidate is now. */
  stageId: number;
  submittedScorecards: number;
  /** Scorecards still in draft: the row is marked as awaiting them. */
  awaitingScorecards: number;
  /**
   * The reader's own scorecard of this candidate is still a draft: others' ratings stay hidden from them until
   * they submit (no anchoring), so cells are empty.
   */
  hiddenUntilYouSubmit: boolean;
  /** By column key. */
  cells: Record<string, WashUpCell>;
  /** The mean of every submitted rating of the stage. */
  overall: { mean: number | null; ratings: number };
  recommendations: Record<ScorecardRecommendation, number>;
  scorecards: WashUpScorecard[];
  /** The latest decision at this stage, if any (a hold stays shown). */
  decision: WashUpDecision | null;
}

export interface WashUp {
  roleId: number;
  stageId: number;
  /** Whether the stage itself is one of the organisation's blind-review stages. */
  blindStage: boolean;
  columns: WashUpColumn[];
  rows: WashUpRow[];
  /** The stage a progress moves to (the organisation's next in pipeline order); null at the last. */
  nextStageId: number | null;
  /** The stages of the role that have scorecards, to choose from. */
  stagesWithScorecards: number[];
}

export const getWashUp = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/wash-up',
  summary:
    'The wash-up matrix of a role’s stage: candidates by competency, each assessor’s rating, mean and disagreement.',
  tag,
  params: 'washUpParamsSchema',
  query: 'washUpQuerySchema',
  reply: jsonReply<WashUp>(),
});

/** What a wash-up decision did: the decision recorded and where the candidate is now. */
export interface WashUpDecisionResult {
  decision: WashUpDecision;
  stage: { id: number; subStageId: number | null };
}

export const decideAtWashUp = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/wash-up/decisions',
  summary:
    'Progresses, holds or rejects a candidate at the wash-up, with a reason, once (409 when decided since).',
  tag,
  params: 'washUpParamsSchema',
  body: 'washUpDecisionSchema',
  reply: jsonReply<WashUpDecisionResult>(),
});

/** Agreement among a stage's assessors (Krippendorff's alpha over every candidate and competency they rated). */
export interface StageAgreement {
  stageId: number;
  /** Interval alpha (ratings 1-5 as numbers); null where it cannot be computed. */
  intervalAlpha: number | null;
  ordinalAlpha: number | null;
  /** Candidate-competency pairs rated by two or more assessors. */
  pairableUnits: number;
  ratings: number;
  assessors: number;
}

export interface AssessorLeniencyView {
  assessorKey: string;
  assessorName: string;
  /** Mean of their rating minus the rest of the panel's mean for the same candidate and competency. */
  leniency: number | null;
  comparedRatings: number;
  ratings: number;
}

export interface FairnessEvidence {
  roleId: number;
  minimumGroupSize: number;
  agreement: StageAgreement[];
  leniency: AssessorLeniencyView[];
  /** Pass rates by group stage by stage, small groups suppressed and adverse impact flagged, as the reports do. */
  passRates: ReportSection[];
}

export const getFairnessEvidence = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/roles/{roleId}/fairness',
  summary:
    'A role’s fairness evidence: agreement among assessors, their leniency, pass rates by group (manager admins).',
  tag,
  params: 'washUpParamsSchema',
  query: 'fairnessQuerySchema',
  reply: jsonReply<FairnessEvidence>(),
});
