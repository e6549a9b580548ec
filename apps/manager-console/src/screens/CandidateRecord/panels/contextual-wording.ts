import type {
  ContextualEvidence,
  ContextualEvidenceQuestion,
  ContextualFlag,
  ContextualFlagKey,
} from '@shortlist/domain/contextual';
import { contextualEvidenceQuestions, socioEconomicClasses } from '@shortlist/domain/contextual';
import type { TFunction } from 'i18next';

// The words of a contextual flag (manager:contextual, the flags' own wording file): its name, the rule
// sentence with the flag's numbers filled in, and each answer it rests on.

type ManagerT = TFunction<['manager', 'common']>;

export function flagLabel(t: ManagerT, key: ContextualFlagKey): string {
  return t(`manager:contextual.flags.${key}`);
}

/** Socio-economic class code in words ('L1' -> its occupation group); an unknown code shows as sent. */
function classLabel(t: ManagerT, code: string): string {
  return (socioEconomicClasses as readonly string[]).includes(code)
    ? t(`manager:contextual.classes.${code as (typeof socioEconomicClasses)[number]}`)
    : code;
}

/**
 * Why the flag is on (or what it checks when off). `percentile` is the share of the school outperformed;
 * `top` is the rest ("top 5%") for wordings that count from the top.
 */
export function flagRule(t: ManagerT, flag: ContextualFlag): string {
  return t(`manager:contextual.rules.${flag.key}`, {
    percentile: flag.percentile ?? '',
    top: flag.percentile === undefined ? '' : Math.max(0, 100 - flag.percentile),
    class: flag.socioEconomicClass ? classLabel(t, flag.socioEconomicClass) : '',
  });
}

/** The question an answer replied to; a question the wording does not know shows as sent. */
export function evidenceQuestion(t: ManagerT, evidence: ContextualEvidence): string {
  const { question } = evidence;
  return (contextualEvidenceQuestions as readonly string[]).includes(question)
    ? t(`manager:contextual.questions.${question as ContextualEvidenceQuestion}`)
    : question;
}

export function evidenceAnswer(t: ManagerT, evidence: ContextualEvidence): string {
  const { answer } = evidence;
  if (answer === null || answer === '') return t('manager:recordPanels.flags.unanswered');
  if (typeof answer === 'boolean') return t(`manager:contextual.answers.${answer ? 'yes' : 'no'}`);
  if (typeof answer === 'number') return String(answer);
  return classLabel(t, answer);
}
