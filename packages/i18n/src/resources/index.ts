import { en } from './en/index.ts';

export { type EnResources, en } from './en/index.ts';
export { type SuccessResourceKey, toSuccessMessageKey } from './success-message-key.ts';
export type { VocabularyResource } from './vocabulary-resource.ts';

/** Resources by language, as i18next takes them. */
export const resources = { en } as const;
