import type { ApiClient } from '@shortlist/api-client';
import { callRoute } from '@shortlist/api-client';
import { paging } from '@shortlist/domain/constants';
import type { CandidateListItem } from '@shortlist/domain/contract';
import { searchCandidates } from '@shortlist/domain/contract';
import type { SortDirection } from '@shortlist/domain/enums';
import type { Page, SearchFilterInput, SearchFilters, SearchKind } from '@shortlist/domain/schemas';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { LoadStatus } from './loading-store.ts';
import type { ProcessError } from './process-error.ts';
import { toProcessError } from './process-error.ts';
import type { ProcessStore } from './process-store.ts';
import type { RootStorage } from './root-storage.ts';
import type { SortOrder } from './sorting-preferences-store.ts';

// §3 Search state and §4 Search: reset, then loading, then success or error; lastChangeAt descending.

/** A filter shown as a chip (role and event lists): what it reads, what it filters on, and the value. */
export type FilterChip = {
  readonly label: string;
  readonly type: string;
  readonly value: string | number | boolean;
};

export type SearchPagination = Omit<Page<unknown>, 'content'>;

/** Where POST /search/{kind}/{id} searches. */
export type SearchTarget = { readonly kind: SearchKind; readonly id: number | string };

export type SearchCriteria = {
  readonly candidatesFilters: SearchFilters;
  readonly roleFilters: readonly FilterChip[];
  readonly eventFilters: readonly FilterChip[];
  /** The free-text query of the filter object. */
  readonly query: string;
  readonly role: number | null;
  readonly stage: number | null;
  readonly substage: number | null;
  /** The sort of each list, by its id. */
  readonly sorts: Readonly<Record<string, SortOrder>>;
  readonly sortBy: string;
  readonly orderBy: SortDirection;
};

export type SearchState = SearchCriteria & {
  readonly candidates: readonly CandidateListItem[];
  readonly pagination: SearchPagination;
  readonly status: LoadStatus;
  readonly error: ProcessError | null;
  /** Back to the defaults: criteria, results and status. */
  reset(): void;
  setCandidatesFilters(filters: SearchFilters): void;
  setRoleFilters(filters: readonly FilterChip[]): void;
  setEventFilters(filters: readonly FilterChip[]): void;
  setQuery(query: string): void;
  /** Choosing a role starts again from its first stage and page. */
  selectRole(role: number | null): void;
  selectStage(stage: number | null, substage?: number | null): void;
  setSort(id: string, sort: SortOrder): void;
  /** The sort field and direction of the search; back to the first page. */
  setOrder(sortBy: string, orderBy: SortDirection): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  start(): void;
  succeed(page: Page<CandidateListItem>): void;
  fail(error: unknown): void;
  /** Runs the search with the current criteria and page; resolves with the page, or null on failure. */
  runSearch(target: SearchTarget): Promise<Page<CandidateListItem> | null>;
};

/** §3: the role list starts filtered to active roles. */
export const defaultRoleFilters: readonly FilterChip[] = [
  { label: 'Active', type: 'status', value: 'ACTIVE' },
];

export const emptyPagination: SearchPagination = {
  number: paging.firstPage,
  size: paging.defaultPageSize,
  totalElements: 0,
  totalPages: 0,
  first: true,
  last: true,
  hasNext: false,
  hasPrevious: false,
  hasContent: false,
  numberOfElements: 0,
};

export const initialSearchCriteria: SearchCriteria = {
  candidatesFilters: {},
  roleFilters: defaultRoleFilters,
  eventFilters: [],
  query: '',
  role: null,
  stage: null,
  substage: null,
  sorts: {},
  sortBy: paging.defaultSort,
  orderBy: paging.defaultSortDirection,
};

const initialResults = {
  candidates: [],
  pagination: emptyPagination,
  status: 'idle',
  error: null,
} as const satisfies Partial<SearchState>;

export const searchPart = 'search';

function toPagination(page: Page<CandidateListItem>): SearchPagination {
  const { content: _content, ...pagination } = page;
  return pagination;
}

/** The filter object of §3 from the criteria. */
export function buildSearchFilter(criteria: SearchCriteria): SearchFilterInput {
  return {
    query: criteria.query.trim() === '' ? null : criteria.query.trim(),
    roleId: criteria.role,
    stageId: criteria.stage,
    substageId: criteria.substage,
    filters: criteria.candidatesFilters,
  };
}

export function createSearchStore({
  api,
  process,
  root,
}: {
  api: ApiClient;
  process: ProcessStore;
  root: RootStorage;
}) {
  // Only the newest search may write its results.
  let latest = 0;

  return createStore<SearchState>()(
    persist(
      (set, get) => {
        const toFirstPage = () => ({ pagination: { ...get().pagination, number: paging.firstPage } });
        return {
          ...initialSearchCriteria,
          ...initialResults,
          reset() {
            latest += 1;
            set({ ...initialSearchCriteria, ...initialResults });
          },
          setCandidatesFilters(candidatesFilters) {
            set({ candidatesFilters, ...toFirstPage() });
          },
          setRoleFilters(roleFilters) {
            set({ roleFilters });
          },
          setEventFilters(eventFilters) {
            set({ eventFilters });
          },
          setQuery(query) {
            set({ query, ...toFirstPage() });
          },
          selectRole(role) {
            set({ role, stage: null, substage: null, ...toFirstPage() });
          },
          selectStage(stage, substage = null) {
            set({ stage, substage, ...toFirstPage() });
          },
          setSort(id, sort) {
            set((state) => ({
              sorts: { ...state.sorts, [id]: { field: sort.field, direction: sort.direction } },
            }));
          },
          setOrder(sortBy, orderBy) {
            set({ sortBy, orderBy, ...toFirstPage() });
          },
          setPage(page) {
            set((state) => ({
              pagination: { ...state.pagination, number: Math.max(paging.firstPage, page) },
            }));
          },
          setPageSize(size) {
            set((state) => ({ pagination: { ...state.pagination, size, number: paging.firstPage } }));
          },
          start() {
            set({ status: 'loading', error: null });
          },
          succeed(page) {
            set({ status: 'success', error: null, candidates: page.content, pagination: toPagination(page) });
          },
          fail(error) {
            set({ status: 'error', error: toProcessError(error) });
          },
          async runSearch(target) {
            const current = ++latest;
            const state = get();
            state.start();
            process.getState().start('search:load');
            try {
              const page = await callRoute(api, searchCandidates, {
                params: target,
                query: {
                  page: state.pagination.number,
                  sortBy: state.sortBy,
                  orderBy: state.orderBy,
                  resultsPerPage: state.pagination.size,
                },
                body: buildSearchFilter(state),
              });
              if (current !== latest) return null;
              get().succeed(page);
              process.getState().succeed('search:load');
              return page;
            } catch (error) {
              if (current !== latest) return null;
              get().fail(error);
              process.getState().fail('search:load', error);
              return null;
            }
          },
        };
      },
      {
        name: searchPart,
        storage: root.part(),
        // Decision: the criteria are kept; the candidates and pages are server data, searched again.
        partialize: (state): SearchCriteria => ({
          candidatesFilters: state.candidatesFilters,
          roleFilters: state.roleFilters,
          eventFilters: state.eventFilters,
          query: state.query,
          role: state.role,
          stage: state.stage,
          substage: state.substage,
          sorts: state.sorts,
          sortBy: state.sortBy,
          orderBy: state.orderBy,
        }),
      },
    ),
  );
}

export type SearchStore = ReturnType<typeof createSearchStore>;
