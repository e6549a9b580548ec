import type { CountryBase, OrganizationStatus, Tier } from '@shortlist/domain/enums';
import type { OrganizationSortColumn } from '@shortlist/domain/schemas';
import type { SectorKind } from '@shortlist/domain/vocabulary';

// Wording of the admin console's client list (/clients) and the labels of an organisation's fields.

export const clients = {
  title: 'Client organisations',
  add: 'Add client',
  name: 'Organisation name',
  subdomain: 'Subdomain',
  sector: 'Sector',
  countryBase: 'Country base',
  empty: 'No client organisations match.',
  failed: 'The client organisations could not be loaded.',
  search: 'Search by name or subdomain',
  statusFilter: 'Status',
  tableLabel: 'Client organisations, {{count}} in all',
  columns: {
    name: 'Name',
    sector: 'Sector',
    tier: 'Tier',
    productType: 'Product',
    countryBase: 'Country base',
    createdAt: 'Created',
    candidateCount: 'Candidates',
  } satisfies Record<OrganizationSortColumn, string>,
  pagination: {
    navigation: 'Pages of clients',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{number}}',
  },
  status: {
    ACTIVE: 'Active',
    INACTIVE: 'Inactive',
    ARCHIVED: 'Archived',
  } satisfies Record<OrganizationStatus, string>,
  sectorKind: {
    LAW_FIRM: 'Law firm',
    CHAMBERS: 'Chambers',
    COMPANY: 'Company',
  } satisfies Record<SectorKind, string>,
  tier: {
    BAR: 'Bar',
    TIER_1: 'Tier 1',
    TIER_2: 'Tier 2',
    TIER_3: 'Tier 3',
    TIER_4: 'Tier 4',
    CANDID_ESSENTIALS: 'Candid Essentials',
    CANDID_ESSENTIALS_PLUS: 'Candid Essentials Plus',
  } satisfies Record<Tier, string>,
  countryBaseName: {
    UK: 'United Kingdom',
    OZ: 'Australia',
    HK: 'Hong Kong',
    OTHER: 'Elsewhere',
  } satisfies Record<CountryBase, string>,
} as const;
