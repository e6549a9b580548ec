import type { SectorVocabulary } from '@shortlist/domain/vocabulary';
import { sectorKinds, sectorVocabulary, vocabularyFor } from '@shortlist/domain/vocabulary';
import type { VocabularyContext } from '../vocabulary-context.ts';
import { vocabularyContext } from '../vocabulary-context.ts';

type PluralWord = 'organization';
type SingleWord = 'graduateScheme' | 'internship';
type PluralSuffix = 'one' | 'other';

/** Keys without a context hold the current organisation's wording; keys with one hold each sector's. */
export type VocabularyResource = Record<
  | `${PluralWord}_${PluralSuffix}`
  | `${PluralWord}_${VocabularyContext}_${PluralSuffix}`
  | SingleWord
  | `${SingleWord}_${VocabularyContext}`,
  string
>;

function buildWords(words: SectorVocabulary, context: string): Record<string, string> {
  const suffix = context === '' ? '' : `_${context}`;
  return {
    [`organization${suffix}_one`]: words.organizationSingular,
    [`organization${suffix}_other`]: words.organizationPlural,
    [`graduateScheme${suffix}`]: words.graduateScheme,
    [`internship${suffix}`]: words.internship,
  };
}

/** Builds the `vocabulary` resources from the domain's sector wording, the one place it is written. */
export function buildVocabularyResource(): VocabularyResource {
  const resource = buildWords(vocabularyFor(null), '');
  for (const kind of sectorKinds) {
    Object.assign(resource, buildWords(sectorVocabulary[kind], vocabularyContext(kind)));
  }
  // Every key of VocabularyResource is written above for each sector; the test checks the full set.
  return resource as VocabularyResource;
}
