export type { WordingPart } from './add-namespace.ts';
export { addNamespace, addWording } from './add-namespace.ts';
export type { AppResources } from './app-resources.ts';
export { applySectorVocabulary } from './apply-sector-vocabulary.ts';
export { type CreateI18nOptions, createI18n } from './create-i18n.ts';
export { defaultNamespace, type Namespace, namespaces } from './namespaces.ts';
// The English wording itself is imported by namespace (`@shortlist/i18n/resources/<namespace>`), not from here.
export {
  type EnResources,
  type SuccessResourceKey,
  toSuccessMessageKey,
  type VocabularyResource,
} from './resources/index.ts';
export {
  buildTranslatedResources,
  createTranslationLoader,
  parseTranslationMap,
  type ResourceTree,
  type TranslationLoader,
  type TranslationLoaderOptions,
  type TranslationLoadState,
  type TranslationMap,
  translationLoadStates,
} from './translation-map/index.ts';
export type { TypedResources } from './typed-keys.ts';
export {
  applicationStatusContext,
  type VocabularyContext,
  vocabularyContext,
  vocabularyContexts,
} from './vocabulary-context.ts';
