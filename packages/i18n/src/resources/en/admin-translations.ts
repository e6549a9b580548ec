// Wording of the admin console's translations screen (/admin/translations): upload, preview, apply.

export const translationsNavigation = { translations: 'Translations' } as const;

export const translations = {
  title: 'Translations',
  intro:
    'Upload a CSV file whose first column is headed phrase (the English text) followed by one column per language code, such as cy. The languages in the file get exactly its phrases.',
  file: 'Translation file (CSV)',
  preview: 'Preview changes',
  apply: 'Apply changes',
  cancel: 'Discard',
  reading: 'Reading the file…',
  noChanges: 'The file matches the current translations: nothing would change.',
  language: 'Language {{language}}',
  summary: '{{added}} added, {{changed}} changed, {{removed}} removed, {{unchanged}} unchanged',
  kinds: { added: 'Added', changed: 'Changed', removed: 'Removed' },
  columns: { phrase: 'Phrase', before: 'Now', after: 'After upload' },
  none: '(none)',
} as const;
