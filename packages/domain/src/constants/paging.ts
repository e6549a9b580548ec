import type { OrganizationStatus, SortDirection } from '../enums/enumerations.ts';

// Paging defaults of spec §4, §7 and §9 for searches and the organisation list.

export const paging = {
  defaultPageSize: 20,
  firstPage: 0,
  defaultSort: 'lastChangeAt',
  defaultSortDirection: 'desc' satisfies SortDirection,
  organizationListPage: 0,
  organizationListStatus: 'ACTIVE' satisfies OrganizationStatus,
} as const;
