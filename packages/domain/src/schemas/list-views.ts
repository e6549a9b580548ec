import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { enumField, fromQuery, listField, objectSchema, stringField, textField } from './fields.ts';
import { candidateListColumns, candidateListKeys } from './list-view-keys.ts';

export const listViewMessages = {
  duplicateName: 'You already have a saved search with this name for this list.',
  roleRequired: 'Choose the role whose candidates this search lists.',
  duplicateColumn: 'Choose each column once.',
} as const;

export const listViewLimits = { name: 80, query: 4000 } as const;

const savedSearchName = textField(listViewLimits.name);
// Decision: the address query string without its leading '?'; empty is the list's plain view.
const savedSearchQuery = stringField()
  .trim()
  .max(listViewLimits.query)
  .transform((query) => query.replace(/^\?/, ''));

/**
 * Body of POST /user/searches. Decision: a role's list needs its role; the search across roles may name one
 * (the role it was narrowed to) or none.
 */
export const savedSearchSchema = objectSchema({
  name: savedSearchName,
  listKey: enumField(candidateListKeys),
  roleId: idSchema.nullish().transform((roleId) => roleId ?? null),
  query: savedSearchQuery,
}).refine((search) => search.listKey !== 'role-candidates' || search.roleId !== null, {
  error: listViewMessages.roleRequired,
  path: ['roleId'],
});
export type SavedSearchInput = z.output<typeof savedSearchSchema>;

/** Body of PUT /user/searches/{id}: a new name and query; the list and role a search belongs to stay. */
export const savedSearchUpdateSchema = objectSchema({
  name: savedSearchName,
  query: savedSearchQuery,
});
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

/** Path of PUT and DELETE /user/searches/{id}. */
export const savedSearchParamsSchema = objectSchema({ id: idParamSchema });

/** Query of GET /user/searches: one list's saved searches, or every list's. */
export const savedSearchListQuerySchema = objectSchema({
  listKey: fromQuery(enumField(candidateListKeys).optional()),
});

/** Path of PUT /user/columns/{listKey}. */
export const listColumnsParamsSchema = objectSchema({ listKey: enumField(candidateListKeys) });

/** Body of PUT /user/columns/{listKey}: the columns shown, in their order, each once. */
export const listColumnsSchema = objectSchema({
  columns: listField(enumField(candidateListColumns), 1, candidateListColumns.length).refine(
    (columns) => new Set(columns).size === columns.length,
    { error: listViewMessages.duplicateColumn },
  ),
});
export type ListColumns = z.output<typeof listColumnsSchema>;
