import { assessmentCentres } from './manager-assessment-centres.ts';
import { marking } from './manager-marking.ts';
import { interviewKits, scorecards } from './manager-scorecards.ts';
import { settingsCompetencies } from './manager-settings-competencies.ts';
import { fairness, washUp } from './manager-wash-up.ts';

// Issue 33's wording for the manager namespace: scorecards and kits, the wash-up and fairness, assessment
// centres and marking. Their screens are lazy, so this wording loads with them (`useWording`) and not in the
// console's entry; the typed keys and the translations see it as part of `manager` (./index.ts).
export const managerAssessment = {
  marking,
  assessmentCentres,
  washUp,
  fairness,
  scorecards,
  interviewKits,
  // Settings › Competencies, beside the other settings sections' wording.
  settings: settingsCompetencies,
} as const;
