import type { KeyValueStorage } from '@shortlist/api-client';

/** Decision: the language chosen on the settings page is a preference of this device, kept in local storage. */
export const languageStorageKey = 'language';

export function readLanguagePreference(storage: KeyValueStorage): string | null {
  const value = storage.get(languageStorageKey)?.trim();
  return value ? value : null;
}

export function saveLanguagePreference(storage: KeyValueStorage, language: string): void {
  storage.set(languageStorageKey, language);
}
