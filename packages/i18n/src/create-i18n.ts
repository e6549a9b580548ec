import type { SectorKind } from '@shortlist/domain/vocabulary';
import { defaultLanguage } from '@shortlist/domain/vocabulary';
import type { i18n, Module } from 'i18next';
import { createInstance } from 'i18next';
import type { AppResources } from './app-resources.ts';
import { applySectorVocabulary } from './apply-sector-vocabulary.ts';
import { defaultNamespace } from './namespaces.ts';

export type CreateI18nOptions = {
  /** The English namespaces this app uses, e.g. `{ common, candidate }`; others stay out of its bundle. */
  readonly resources: AppResources;
  /** Language to start in; a key its resources lack falls back to English. */
  readonly language?: string | null;
  /** Sector whose wording the context-free `vocabulary.*` keys read as (a company when absent). */
  readonly sectorKind?: SectorKind | null;
  /** i18next modules to use before init, e.g. react-i18next's `initReactI18next`, wired by the shell. */
  readonly modules?: readonly Module[];
};

/** A new i18next instance, initialised synchronously with the given English resources: `t` works on return. */
export function createI18n({ resources, language, sectorKind, modules = [] }: CreateI18nOptions): i18n {
  const instance = createInstance();
  for (const module of modules) instance.use(module);
  void instance.init({
    // A copy, because i18next writes into the objects it is given (sector words, translations).
    resources: { [defaultLanguage]: JSON.parse(JSON.stringify(resources)) },
    lng: language?.trim() || defaultLanguage,
    fallbackLng: defaultLanguage,
    ns: Object.keys(resources),
    defaultNS: defaultNamespace,
    initAsync: false,
    // Decision: React escapes what it renders, so i18next must not escape values a second time.
    interpolation: { escapeValue: false },
  });
  applySectorVocabulary(instance, sectorKind);
  return instance;
}
