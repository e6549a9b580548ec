import type { AssessmentType } from './assessment-types.ts';

/**
 * What managers and candidates read for each assessment and scheduling type (§4).
 * Decision: the five third-party tests keep the neutral names of the catalogue, as their vendors are not named.
 */
export const assessmentTypeLabels: Record<AssessmentType, string> = {
  APTITUDE_ONE: 'Aptitude test one',
  APTITUDE_TWO: 'Aptitude test two',
  VIDEO_ONE: 'Video interview',
  ASSESSMENT_CENTRE_ONE: 'Assessment centre exercise',
  CRITICAL_THINKING: 'Critical-thinking test',
  SCHEDULER: 'Candidate scheduler',
  SCREENING: 'Application screen',
  SCHEDULED: 'HR scheduler',
};
