import type { ContextualFlag } from '@shortlist/domain/contextual';

// The questions of a flag's evidence whose answer names the person's school or university.
const identifyingQuestions = new Set(['school', 'university']);

/** The flags with every answer that would name a school or university withheld (blind review); all flags stay. */
export function blindContextualFlags(flags: readonly ContextualFlag[]): ContextualFlag[] {
  return flags.map((flag) => ({
    ...flag,
    evidence: flag.evidence.map((item) =>
      identifyingQuestions.has(item.question) ? { ...item, answer: null } : item,
    ),
  }));
}
