import type { SectorKind } from '@shortlist/domain/vocabulary';
import type { i18n } from 'i18next';
import { defaultNamespace } from './namespaces.ts';
import type { VocabularyResource } from './resources/vocabulary-resource.ts';
import { vocabularyContext } from './vocabulary-context.ts';

/** The keys without a context: what `t('vocabulary.organization', { count })` reads. */
const organizationWordKeys = [
  'organization_one',
  'organization_other',
  'graduateScheme',
  'internship',
] as const satisfies readonly (keyof VocabularyResource)[];

function toContextKey(key: string, context: string): string {
  const [word, plural] = key.split('_');
  return plural === undefined ? `${word}_${context}` : `${word}_${context}_${plural}`;
}

/**
 * Makes the context-free vocabulary keys read as the organisation's sector in every loaded language,
 * by copying that sector's own keys over them: resources change, screens keep calling the same keys.
 */
export function applySectorVocabulary(instance: i18n, sectorKind: SectorKind | null | undefined): void {
  const context = vocabularyContext(sectorKind);
  for (const language of Object.keys(instance.store.data)) {
    const vocabulary: unknown = instance.getResource(language, defaultNamespace, 'vocabulary');
    if (typeof vocabulary !== 'object' || vocabulary === null) continue;
    const words: Record<string, string> = {};
    for (const key of organizationWordKeys) {
      const word: unknown = (vocabulary as Record<string, unknown>)[toContextKey(key, context)];
      if (typeof word === 'string') words[key] = word;
    }
    instance.addResourceBundle(language, defaultNamespace, { vocabulary: words }, true, true);
  }
}
