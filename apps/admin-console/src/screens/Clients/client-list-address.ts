import type { OrganizationStatus } from '@shortlist/domain/enums';
import { organizationStatuses } from '@shortlist/domain/enums';
import type { OrganizationSortColumn } from '@shortlist/domain/schemas';
import { organizationSortColumns } from '@shortlist/domain/schemas';

// The client list's state lives in the address (/clients?status=&q=&sort=&order=&page=), so a link or the
// back button reopens the same view; defaults (ACTIVE, by name, page 0) stay out of it.

export type ClientListView = {
  status: OrganizationStatus;
  term: string;
  sortBy: OrganizationSortColumn;
  orderBy: 'asc' | 'desc';
  page: number;
};

export const defaultClientListView: ClientListView = {
  status: 'ACTIVE',
  term: '',
  sortBy: 'name',
  orderBy: 'asc',
  page: 0,
};

const oneOf = <Value extends string>(values: readonly Value[], value: string | null, fallback: Value) =>
  values.find((candidate) => candidate === value) ?? fallback;

export function readClientListView(params: URLSearchParams): ClientListView {
  const page = Number(params.get('page'));
  return {
    status: oneOf(organizationStatuses, params.get('status'), defaultClientListView.status),
    term: params.get('q') ?? '',
    sortBy: oneOf(organizationSortColumns, params.get('sort'), defaultClientListView.sortBy),
    orderBy: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
  };
}

export function writeClientListView(view: ClientListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== defaultClientListView.status) params.set('status', view.status);
  if (view.term) params.set('q', view.term);
  if (view.sortBy !== defaultClientListView.sortBy) params.set('sort', view.sortBy);
  if (view.orderBy !== defaultClientListView.orderBy) params.set('order', view.orderBy);
  if (view.page > 0) params.set('page', String(view.page));
  return params;
}
