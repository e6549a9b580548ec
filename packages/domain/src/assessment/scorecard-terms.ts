// Issue 33: the shared words of structured assessment. A rating is 1-5 against a competency's guide; a
// scorecard ends in one of four recommendations; marks that differ by this much are a disagreement.

export const ratingScale = { min: 1, max: 5 } as const;

/** The levels a competency's rating guide must describe; 2 and 4 may be described too. */
export const requiredAnchors = [1, 3, 5] as const;

export const scorecardRecommendations = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type ScorecardRecommendation = (typeof scorecardRecommendations)[number];

/** A draft is the assessor's own; once submitted, others' scorecards for that candidate and stage open to them. */
export const scorecardStatuses = ['draft', 'submitted'] as const;
export type ScorecardStatus = (typeof scorecardStatuses)[number];

/** Ratings or marks of one thing whose highest and lowest differ by at least this are flagged for discussion. */
export const disagreementSpread = 2;

/** What a wash-up decides for a candidate at a stage. */
export const assessmentDecisions = ['progress', 'hold', 'reject'] as const;
export type AssessmentDecision = (typeof assessmentDecisions)[number];

/** The kinds of exercise an assessment-centre day is made of. */
export const exerciseKinds = [
  'interview',
  'group_exercise',
  'written_case',
  'presentation',
  'partner_interview',
] as const;
export type ExerciseKind = (typeof exerciseKinds)[number];
