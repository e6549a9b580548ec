import { callRoute } from '@shortlist/api-client';
import { listOrganizations } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ClientListView } from './client-list-address.ts';
import { readClientListView, writeClientListView } from './client-list-address.ts';

/** Rows a page of the client list shows. */
export const clientPageSize = 20;

/** The view in the address, a way to change it, and that view's page of clients (GET /organization). */
export function useClientList() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const view = readClientListView(params);
  const page = useQuery({
    queryKey: ['organizations', view],
    queryFn: ({ signal }) =>
      callRoute(api, listOrganizations, {
        signal,
        query: {
          status: view.status,
          searchTerm: view.term || undefined,
          page: view.page,
          resultsPerPage: clientPageSize,
          sortBy: view.sortBy,
          orderBy: view.orderBy,
        },
      }),
    // The rows stay while the next search or page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  // A change of filter or sort starts again at the first page.
  const change = (next: Partial<ClientListView>) =>
    setParams(writeClientListView({ ...view, page: 0, ...next }), { replace: 'term' in next });
  return { view, page, change };
}
