import type { Database } from '../db/database.ts';
import { createListColumnService } from './list-columns.ts';
import { createSavedSearchService } from './saved-searches.ts';

/** The list-view services: saved searches and kept columns. */
export function createListViewServices(db: Database) {
  return {
    savedSearches: createSavedSearchService(db),
    columns: createListColumnService(db),
  };
}
