import type { EnResources, Namespace, WordingPart } from '@shortlist/i18n';
import { addNamespace, addWording } from '@shortlist/i18n';
import { useTranslation } from 'react-i18next';

/**
 * Adds an English namespace the app's entry leaves out, for the lazy screen that reads it: called before
 * the screen's own `useTranslation`, its keys resolve on the first render (and translate, once mapped).
 */
export function useNamespace<Name extends Namespace>(namespace: Name, resource: EnResources[Name]): void {
  const { i18n } = useTranslation();
  addNamespace(i18n, namespace, resource);
}

/** Adds to a namespace of the entry the wording a lazy screen brings, before the screen's first render reads it. */
export function useWording<Name extends Namespace>(
  namespace: Name,
  wording: WordingPart<EnResources[Name]>,
): void {
  const { i18n } = useTranslation();
  addWording(i18n, namespace, wording);
}
