import type { Database } from '../db/database.ts';
import { createMarkingService } from './marking.ts';
import { createMarkingResultsService } from './results.ts';
import { createRoundSetupService } from './round-setup.ts';
import { createRoundStartService } from './round-start.ts';

/** Blind marking's services (issue 33): set-up, start, a marker's work, and the results. */
export function createMarkingServices(db: Database) {
  return {
    setup: createRoundSetupService(db),
    start: createRoundStartService(db),
    marking: createMarkingService(db),
    results: createMarkingResultsService(db),
  };
}

export type MarkingServices = ReturnType<typeof createMarkingServices>;
