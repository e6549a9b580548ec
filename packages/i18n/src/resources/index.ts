export { type EnResources, en } from './en/index.ts';
export { type SuccessResourceKey, toSuccessMessageKey } from './success-message-key.ts';
export type { VocabularyResource } from './vocabulary-resource.ts';
