// Contextual recruitment (issue 13): the flags a candidate's own answers support, each with the answers and
// the rule behind it, so a reviewer can explain a decision. Rules live in contextual-flags.ts.

/** Socio-economic class of the main earner's occupation at 14 (§3: P1..X2), as the profile question asks it. */
export const socioEconomicClasses = ['P1', 'P2', 'I1', 'I2', 'L1', 'L2', 'L3', 'X1', 'X2'] as const;
export type SocioEconomicClass = (typeof socioEconomicClasses)[number];

/** Every flag the rules know, in the order a record shows them. */
export const contextualFlagKeys = [
  'firstGeneration',
  'freeSchoolMeals',
  'stateSchool',
  'bursary',
  'lowerSocioEconomic',
  'recentGraduate',
  'careExperience',
  'refugee',
  'schoolOutperformance',
] as const;
export type ContextualFlagKey = (typeof contextualFlagKeys)[number];

/** One answer a flag rests on: the question (an i18n key under manager:contextual.questions) and the answer. */
export interface ContextualEvidence {
  question: string;
  answer: string | number | boolean | null;
}

/** A flag the candidate's data supports (its questions were answered), on or off, with why. */
export interface ContextualFlag {
  key: ContextualFlagKey;
  on: boolean;
  evidence: ContextualEvidence[];
  /** The parental occupation class, on the lowerSocioEconomic flag. */
  socioEconomicClass?: SocioEconomicClass;
  /** On schoolOutperformance: the share (0-100) of the school's A-level entrants the candidate outperformed. */
  percentile?: number;
}

/**
 * A school's A-level results, from its SCHOOL reference item's attributes: the average UCAS tariff points
 * per A-level entry and their spread (standard deviation), so a candidate's grades place them in the school.
 */
export interface SchoolPerformance {
  averagePoints: number;
  spread: number;
}
