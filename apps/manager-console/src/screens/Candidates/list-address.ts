import { paging } from '@shortlist/domain/constants';
import type { SortDirection } from '@shortlist/domain/enums';
import type { SearchFilters } from '@shortlist/domain/schemas';

// A candidate list's view lives in the address, so a link, a bookmark or a saved search reopens it exactly.

/** Rows a page may hold (issue 12: 20, 50, 100 or 500; §9 default 20). */
export const pageSizes = [20, 50, 100, 500] as const;
export type PageSize = (typeof pageSizes)[number];

export interface ListAddress {
  /** selectedTabIndex (§2: 0 to 3), read only when no stage is named. */
  tab: number | null;
  /** The stage shown; null with `allStages` shows every stage. */
  stageId: number | null;
  substageId: number | null;
  /** The user chose "All stages" (the search screen's default). */
  allStages: boolean;
  page: number;
  size: PageSize;
  sortBy: string;
  orderBy: SortDirection;
  /** Free text over names, emails and ids. */
  term: string;
  filters: SearchFilters;
}

export const defaultListAddress: ListAddress = {
  tab: null,
  stageId: null,
  substageId: null,
  allStages: false,
  page: paging.firstPage,
  size: paging.defaultPageSize,
  sortBy: paging.defaultSort,
  orderBy: paging.defaultSortDirection,
  term: '',
  filters: {},
};

function readInteger(params: URLSearchParams, name: string, min: number, max = 2_147_483_647) {
  const text = params.get(name);
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

// Decision: the filters travel as one JSON parameter; anything but an object is dropped, and the server's
// validation answers field by field for values it refuses.
function readFilters(text: string | null): SearchFilters {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SearchFilters)
      : {};
  } catch {
    return {};
  }
}

function isPageSize(value: number | null): value is PageSize {
  return (pageSizes as readonly (number | null)[]).includes(value);
}

/** The view an address describes; anything missing or malformed takes its default. */
export function readListAddress(params: URLSearchParams): ListAddress {
  const size = readInteger(params, 'size', 1);
  const order = params.get('order');
  return {
    tab: readInteger(params, 'selectedTabIndex', 0, 3),
    stageId: readInteger(params, 'stage', 1),
    substageId: readInteger(params, 'substage', 1),
    allStages: params.get('stage') === 'all',
    page: readInteger(params, 'page', 0) ?? defaultListAddress.page,
    size: isPageSize(size) ? size : defaultListAddress.size,
    sortBy: params.get('sort') || defaultListAddress.sortBy,
    orderBy: order === 'asc' || order === 'desc' ? order : defaultListAddress.orderBy,
    term: params.get('q') ?? '',
    filters: readFilters(params.get('filters')),
  };
}

/** The address of a view: only what differs from the defaults, so links stay short. */
export function writeListAddress(address: ListAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.allStages) params.set('stage', 'all');
  else if (address.stageId !== null) params.set('stage', String(address.stageId));
  else if (address.tab !== null) params.set('selectedTabIndex', String(address.tab));
  if (!address.allStages && address.substageId !== null) params.set('substage', String(address.substageId));
  if (address.term.trim() !== '') params.set('q', address.term.trim());
  if (Object.keys(address.filters).length > 0) params.set('filters', JSON.stringify(address.filters));
  if (address.sortBy !== defaultListAddress.sortBy || address.orderBy !== defaultListAddress.orderBy) {
    params.set('sort', address.sortBy);
    params.set('order', address.orderBy);
  }
  if (address.size !== defaultListAddress.size) params.set('size', String(address.size));
  if (address.page !== defaultListAddress.page) params.set('page', String(address.page));
  return params;
}

/** A change of what is shown starts again from the first page; paging itself keeps the rest. */
export function changeListAddress(address: ListAddress, change: Partial<ListAddress>): ListAddress {
  const keepsPage = Object.keys(change).every((key) => key === 'page');
  return { ...address, ...change, page: keepsPage ? (change.page ?? address.page) : paging.firstPage };
}
