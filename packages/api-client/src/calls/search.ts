import { paging } from '@shortlist/domain/constants';
import type {
  Candidate,
  Page,
  PageQuery,
  SearchKind,
  searchFilterSchema,
  TermSearchQuery,
} from '@shortlist/domain/schemas';
import { resolveTermSearchPath } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions } from '../client/api-call.ts';
import { apiPath } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';

// §7 Search: /api/v1/search.

export type SearchFilterInput = z.input<typeof searchFilterSchema>;
// Query parameters are typed by the schemas' parsed output (their input side is `unknown` strings).
export type SearchPageInput = Partial<PageQuery>;
export type TermSearchInput = Pick<TermSearchQuery, 'searchTerm'> &
  Partial<Pick<TermSearchQuery, 'stageId' | 'substageId'>> &
  SearchPageInput;

/**
 * POST /search/{kind}/{id}?page&sortBy&orderBy&resultsPerPage with the filter object. The spec's defaults
 * are sent when not given: page 0, 20 a page, lastChangeAt descending.
 */
export function searchCandidates(
  client: ApiClient,
  params: { kind: SearchKind; id: number | string },
  filter: SearchFilterInput,
  page: SearchPageInput = {},
  options?: CallOptions,
): Promise<Page<Candidate>> {
  return client.json({
    ...options,
    method: 'POST',
    area: 'authenticated',
    path: apiPath`/search/${params.kind}/${params.id}`,
    query: {
      page: page.page ?? paging.firstPage,
      sortBy: page.sortBy ?? paging.defaultSort,
      orderBy: page.orderBy ?? paging.defaultSortDirection,
      resultsPerPage: page.resultsPerPage ?? paging.defaultPageSize,
    },
    json: filter,
  });
}

function termSearch(client: ApiClient, path: string, query: TermSearchInput, options?: CallOptions) {
  return client.json<Page<Candidate>>({
    ...options,
    method: 'GET',
    area: 'authenticated',
    path,
    query: {
      searchTerm: query.searchTerm,
      stageId: query.stageId,
      substageId: query.substageId,
      page: query.page,
      resultsPerPage: query.resultsPerPage,
      sortBy: query.sortBy,
      orderBy: query.orderBy,
    },
  });
}

/** GET /search/profiles?searchTerm: a term search across every candidate. */
export function searchProfiles(
  client: ApiClient,
  query: TermSearchInput,
  options?: CallOptions,
): Promise<Page<Candidate>> {
  return termSearch(client, `/search/${resolveTermSearchPath(null)}`, query, options);
}

/** GET /search/candidates/{id}?searchTerm: a term search within one role's candidates. */
export function searchRoleCandidates(
  client: ApiClient,
  roleId: number,
  query: TermSearchInput,
  options?: CallOptions,
): Promise<Page<Candidate>> {
  return termSearch(client, `/search/${resolveTermSearchPath(roleId)}`, query, options);
}
