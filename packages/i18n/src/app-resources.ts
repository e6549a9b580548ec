import type { EntryResources } from './resources/en/index.ts';

/**
 * The English namespaces one app loads: always the shared wording, then only its own, imported one by one
 * (`@shortlist/i18n/resources/<namespace>`) so an app's bundle leaves out the wording of the others.
 */
export type AppResources = Pick<EntryResources, 'common'> & Partial<Omit<EntryResources, 'common'>>;
