import type { TranslationChangeSet } from '../schemas/index.ts';
import { defineRoute, jsonReply } from './route.ts';

// The provider's upload of the translation map (§1, §7 GET /translation): a CSV of phrases per language.

const tag = 'Admin: translations';

export const previewTranslationFile = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/admin/translations/preview',
  summary: 'What a translation CSV would add, change and remove per language; changes nothing.',
  tag,
  body: 'translationUploadSchema',
  reply: jsonReply<TranslationChangeSet>(),
});

export const uploadTranslationFile = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/admin/translations',
  summary: "Replaces the file's languages with its phrases ('Translation file reloaded.').",
  tag,
  body: 'translationUploadSchema',
  reply: jsonReply<TranslationChangeSet>(),
});
