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

/** Any part of a namespace's wording, to any depth. */
export type WordingPart<T> = { [Key in keyof T]?: T[Key] extends string ? T[Key] : WordingPart<T[Key]> };

/** The wording each instance has been given already, so a screen that renders again adds nothing. */
const addedWording = new WeakMap<i18n, WeakSet<object>>();

/**
 * Adds to a namespace of the entry the English wording a lazy screen brings (issue 33's screens add theirs to
 * `manager`), deep, once; keys the namespace has already keep their text.
 */
export function addWording<Name extends Namespace>(
  instance: i18n,
  namespace: Name,
  wording: WordingPart<EnResources[Name]>,
): void {
  const added = addedWording.get(instance) ?? new WeakSet<object>();
  addedWording.set(instance, added);
  if (added.has(wording)) return;
  added.add(wording);
  instance.addResourceBundle(defaultLanguage, namespace, JSON.parse(JSON.stringify(wording)), true, false);
}
