export { applySectorVocabulary } from './apply-sector-vocabulary.ts';
export { type CreateI18nOptions, createI18n } from './create-i18n.ts';
export { defaultNamespace, type Namespace, namespaces } from './namespaces.ts';
export {
  type EnResources,
  en,
  resources,
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
export { type VocabularyContext, vocabularyContext, vocabularyContexts } from './vocabulary-context.ts';
