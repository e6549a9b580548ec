import type { LanguageTranslationChanges, TranslationChange } from '@shortlist/domain/schemas';

/**
 * What replacing a language's stored phrases with a file's would do: phrases added, translations changed,
 * phrases the file no longer has (removed), and how many stay as they are.
 */
export function translationChanges(
  language: string,
  stored: ReadonlyMap<string, string>,
  incoming: ReadonlyMap<string, string>,
): LanguageTranslationChanges {
  const added: TranslationChange[] = [];
  const changed: TranslationChange[] = [];
  const removed: TranslationChange[] = [];
  let unchanged = 0;
  for (const [phrase, after] of incoming) {
    const before = stored.get(phrase);
    if (before === undefined) added.push({ phrase, before: null, after });
    else if (before !== after) changed.push({ phrase, before, after });
    else unchanged += 1;
  }
  for (const [phrase, before] of stored) {
    if (!incoming.has(phrase)) removed.push({ phrase, before, after: null });
  }
  return { language, added, changed, removed, unchanged };
}
