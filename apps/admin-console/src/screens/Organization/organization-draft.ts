import type { CountryBase, Region, Tier } from '@shortlist/domain/enums';
import type { MetricDraft, Organization } from '@shortlist/domain/schemas';
import { draftsOf } from '@shortlist/domain/schemas';

// The organisation form's state: every §3 field as the form edits it (text as typed, lists as rows), and
// its translation to and from the API's body. Decision: regions are kept in
// defaultConfiguration.textArrays.regions, as §3's record has no field of its own for them.

export type Entry = { key: string; value: string };

export type OrganizationDraft = {
  name: string;
  productType: string;
  sectorId: string;
  tier: Tier | '';
  subdomain: string;
  clientDomain: string;
  countryBase: CountryBase;
  regions: Region[];
  /** Comma-separated, as typed. */
  additionalLanguages: string;
  colocatedCountries: string;
  search: boolean;
  signup: boolean;
  lateralHiring: boolean;
  rareContact: boolean;
  metrics: MetricDraft[];
  views: { key: string; on: boolean }[];
  text: Entry[];
  /** A list's values one per line. */
  textArrays: Entry[];
  oauth: Entry[];
};

export const regionsKey = 'regions';

export const emptyDraft: OrganizationDraft = {
  name: '',
  productType: 'ATS',
  sectorId: '',
  tier: '',
  subdomain: '',
  clientDomain: '',
  countryBase: 'UK',
  regions: [],
  additionalLanguages: '',
  colocatedCountries: '',
  search: true,
  signup: true,
  lateralHiring: false,
  rareContact: false,
  metrics: [],
  views: [],
  text: [],
  textArrays: [],
  oauth: [],
};

const entries = (record: Record<string, string> | null | undefined): Entry[] =>
  Object.entries(record ?? {}).map(([key, value]) => ({ key, value }));

export function draftOf(org: Organization): OrganizationDraft {
  const configuration = org.defaultConfiguration ?? {};
  const { [regionsKey]: regions = [], ...lists } = configuration.textArrays ?? {};
  return {
    name: org.name,
    productType: org.productType ?? '',
    sectorId: org.sector ? String(org.sector.id) : '',
    tier: org.tier ?? '',
    subdomain: org.subdomain ?? '',
    clientDomain: org.clientDomain ?? '',
    // §3: a missing country base means UK.
    countryBase: org.countryBase ?? 'UK',
    regions: regions as Region[],
    additionalLanguages: (org.additionalLanguageSupport ?? []).join(', '),
    colocatedCountries: (org.colocatedCountries ?? []).join(', '),
    search: org.search !== false,
    signup: org.signup !== false,
    lateralHiring: org.lateralHiring === true,
    rareContact: org.rareContact === true,
    metrics: draftsOf(org.metrics),
    views: Object.entries(configuration.views ?? {}).map(([key, on]) => ({ key, on })),
    text: entries(configuration.text),
    textArrays: Object.entries(lists).map(([key, values]) => ({ key, value: values.join('\n') })),
    oauth: entries(configuration.oauth),
  };
}
