import type { z } from 'zod';
import { objectSchema, stringField } from './fields.ts';

// Decision: a translation file is at most 2 MB of text, several thousand phrases in a few languages.
export const maxTranslationFileCharacters = 2 * 1024 * 1024;

export const translationUploadMessages = {
  empty: 'Choose a CSV file with a phrase column and one column per language.',
  tooLarge: 'The file is too large: keep it under 2 MB.',
} as const;

/**
 * Body of POST /admin/translations/preview and PUT /admin/translations: the CSV file's text. Its first row
 * is `phrase` then one language code per column (cy, ga, ...); each row an English phrase and its
 * translations, a blank cell meaning none in that language.
 */
export const translationUploadSchema = objectSchema({
  csv: stringField()
    .min(1, { error: translationUploadMessages.empty })
    .max(maxTranslationFileCharacters, { error: translationUploadMessages.tooLarge })
    .refine((text) => text.trim() !== '', { error: translationUploadMessages.empty }),
});
export type TranslationUpload = z.output<typeof translationUploadSchema>;

/** One phrase whose translation a file adds, changes or removes. */
export type TranslationChange = { phrase: string; before: string | null; after: string | null };

/** What applying a file would change in one language. */
export type LanguageTranslationChanges = {
  language: string;
  added: TranslationChange[];
  changed: TranslationChange[];
  removed: TranslationChange[];
  unchanged: number;
};

/** The reply of the preview and of the upload: the changes per language (the upload also says it is done). */
export type TranslationChangeSet = { languages: LanguageTranslationChanges[]; message?: string };
