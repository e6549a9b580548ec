import { isPreferNotToSay, readTextAnswer, readYesNoAnswer } from './answers.ts';
import type { ContextualProfile } from './contextual-profile.ts';
import {
  isInformativeSocioEconomicClass,
  isLowerSocioEconomicClass,
  readSocioEconomicClass,
} from './socio-economic-class.ts';
import type { ContextualFlag, ContextualFlagKey } from './types.ts';

// The flags that rest on one social-mobility answer. Each is absent when its question is unanswered or withheld.

type Answers = Readonly<Record<string, unknown>>;

function yesNoFlag(key: ContextualFlagKey, question: string, answers: Answers): ContextualFlag | null {
  const answer = readYesNoAnswer(answers[question]);
  if (answer === null) return null;
  return { key, on: answer, evidence: [{ question, answer }] };
}

// SCHOOL_TYPE values and labels of state schools; independent, independent-bursary and overseas are not.
const stateSchoolAnswers = [
  'state-non-selective',
  'state-selective',
  'state non-selective',
  'state selective',
  'state selective/grammar',
];

// stateSchool: on when schoolType is a state school, selective or not (SCHOOL_TYPE value or label).
function stateSchoolFlag(answers: Answers): ContextualFlag | null {
  const answer = readTextAnswer(answers.schoolType);
  if (answer === null || isPreferNotToSay(answer)) return null;
  const on = stateSchoolAnswers.includes(answer.toLowerCase());
  return { key: 'stateSchool', on, evidence: [{ question: 'schoolType', answer }] };
}

// lowerSocioEconomic: on when parentalOccupation is a routine/manual (L1-L3) or long-term unemployed (X1) class.
function lowerSocioEconomicFlag(answers: Answers): ContextualFlag | null {
  const socioEconomicClass = readSocioEconomicClass(answers.parentalOccupation);
  if (socioEconomicClass === null || !isInformativeSocioEconomicClass(socioEconomicClass)) return null;
  return {
    key: 'lowerSocioEconomic',
    on: isLowerSocioEconomicClass(socioEconomicClass),
    socioEconomicClass,
    evidence: [{ question: 'parentalOccupation', answer: socioEconomicClass }],
  };
}

/** The flags the social-mobility answers support, keyed by flag; unsupported ones are null. */
export function answerFlags(
  profile: ContextualProfile,
): Partial<Record<ContextualFlagKey, ContextualFlag | null>> {
  const answers: Answers = profile.socialMobility ?? {};
  return {
    // firstGeneration: on when firstGenerationUniversity is yes (first in the family to go to university).
    firstGeneration: yesNoFlag('firstGeneration', 'firstGenerationUniversity', answers),
    // freeSchoolMeals: on when freeSchoolMeals is yes (eligible for free school meals at school).
    freeSchoolMeals: yesNoFlag('freeSchoolMeals', 'freeSchoolMeals', answers),
    stateSchool: stateSchoolFlag(answers),
    // bursary: on when bursary is yes (a means-tested bursary, grant or EMA at school or university).
    bursary: yesNoFlag('bursary', 'bursary', answers),
    lowerSocioEconomic: lowerSocioEconomicFlag(answers),
    // careExperience: on when careExperience is yes (has been in care).
    careExperience: yesNoFlag('careExperience', 'careExperience', answers),
    // refugee: on when refugeeOrAsylum is yes (came to the UK as a refugee or asylum seeker).
    refugee: yesNoFlag('refugee', 'refugeeOrAsylum', answers),
  };
}
