import { toMetricsBody } from '@shortlist/domain/schemas';
import type { OrganizationDraft } from './organization-draft.ts';
import { regionsKey } from './organization-draft.ts';

// The form's draft as the body of POST or PUT /organization: text trimmed, empty optional fields left out
// (null for the ones that may be cleared), lists split, numbers read.

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const record = <Value>(rows: { key: string }[], value: (row: never) => Value) =>
  Object.fromEntries(rows.map((row) => [row.key.trim(), value(row as never)]));

export function bodyOf(draft: OrganizationDraft) {
  const textArrays = record(draft.textArrays, (row: { value: string }) => list(row.value, /\n/));
  if (draft.regions.length > 0) textArrays[regionsKey] = draft.regions;
  return {
    name: draft.name,
    productType: draft.productType.trim() || null,
    sector: { id: Number(draft.sectorId) || 0 },
    tier: draft.tier || undefined,
    subdomain: draft.subdomain.trim(),
    clientDomain: draft.clientDomain.trim() || null,
    countryBase: draft.countryBase,
    additionalLanguageSupport: list(draft.additionalLanguages, /,/),
    colocatedCountries: list(draft.colocatedCountries, /,/),
    search: draft.search,
    signup: draft.signup,
    lateralHiring: draft.lateralHiring,
    rareContact: draft.rareContact,
    metrics: toMetricsBody(draft.metrics).metrics,
    defaultConfiguration: {
      views: record(draft.views, (row: { on: boolean }) => row.on),
      text: record(draft.text, (row: { value: string }) => row.value),
      textArrays,
      oauth: record(draft.oauth, (row: { value: string }) => row.value),
    },
  };
}

/**
 * Where an error of the body (or of the API's answer, which names the same paths) shows in the form:
 * sector.id at the sector, a list's item at its list, a configuration entry at its section.
 */
export function formFieldOf(path: string): string {
  const [first = '', second = '', third = ''] = path.split('.');
  if (first === 'sector') return 'sectorId';
  if (first === 'additionalLanguageSupport') return 'additionalLanguages';
  if (first === 'metrics' && second !== '') return `metrics.${second}.${third || 'label'}`;
  if (first === 'defaultConfiguration')
    return second === 'textArrays' && third === regionsKey ? 'regions' : second;
  return first;
}
