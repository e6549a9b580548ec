import { defaultLanguage } from '@shortlist/domain/vocabulary';
import type { i18n } from 'i18next';
import type { Namespace } from './namespaces.ts';
import type { EnResources } from './resources/en/index.ts';

/**
 * Adds an English namespace that only a lazy screen needs (the console's candidate record reads the
 * candidate wording), once; the translation loader translates it as it arrives.
 */
export function addNamespace<Name extends Namespace>(
  instance: i18n,
  namespace: Name,
  resource: EnResources[Name],
): void {
  if (instance.hasResourceBundle(defaultLanguage, namespace)) return;
  // A copy, as createI18n takes one: i18next writes into the objects it is given.
  instance.addResourceBundle(defaultLanguage, namespace, JSON.parse(JSON.stringify(resource)));
}
