import { delays } from './delays.ts';

// Where session state is kept in browser storage (spec §4).

export const persistence = {
  storageKey: 'root',
  /** State parts never persisted: transient process notifications and loaded data. */
  excludedParts: ['process', 'data'],
  timeoutMs: delays.statePersistenceTimeout,
} as const;
