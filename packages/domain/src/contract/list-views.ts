import type { CandidateListColumn, CandidateListKey } from '../schemas/index.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// List views: the signed-in manager's saved searches (named, reusable views of a candidate list) and the
// columns it keeps per candidate list (issue 12), under /api/v1/user.

const tag = 'List views';

/** A saved search: the list it reopens, the role of a role's list, and the address query of the view. */
export interface SavedSearch {
  id: number;
  name: string;
  listKey: CandidateListKey;
  roleId: number | null;
  /** The address query string (without '?'): tab, filters, sort and page size. */
  query: string;
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds. */
  updatedAt: number;
}

export const listSavedSearches = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/searches',
  summary: 'The signed-in manager’s saved searches, newest first, of one list or every list.',
  tag,
  query: 'savedSearchListQuerySchema',
  reply: jsonReply<SavedSearch[]>(),
});

export const createSavedSearch = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/user/searches',
  summary: 'Saves a named view of a candidate list (201; 409 when the name is taken in that list).',
  tag,
  body: 'savedSearchSchema',
  reply: jsonReply<SavedSearch>(),
});

export const updateSavedSearch = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/searches/{id}',
  summary: 'Renames a saved search or replaces its query.',
  tag,
  params: 'savedSearchParamsSchema',
  body: 'savedSearchUpdateSchema',
  reply: jsonReply<SavedSearch>(),
});

export const deleteSavedSearch = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/user/searches/{id}',
  summary: 'Deletes a saved search (204).',
  tag,
  params: 'savedSearchParamsSchema',
  reply: emptyReply,
});

export const listListColumns = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/user/columns',
  summary: 'The columns the signed-in manager keeps, by candidate list (lists never set are absent).',
  tag,
  reply: jsonReply<Partial<Record<CandidateListKey, CandidateListColumn[]>>>(),
});

export const saveListColumns = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/user/columns/{listKey}',
  summary: 'Keeps the columns of one candidate list, in their order.',
  tag,
  params: 'listColumnsParamsSchema',
  body: 'listColumnsSchema',
  reply: jsonReply<{ listKey: CandidateListKey; columns: CandidateListColumn[] }>(),
});
