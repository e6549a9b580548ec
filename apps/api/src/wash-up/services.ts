import type { Database } from '../db/database.ts';
import { createWashUpDecisionService } from './decisions.ts';
import { createFairnessService } from './fairness.ts';
import { createWashUpMatrixService } from './matrix.ts';

/** Issue 33's wash-up: the matrix of a role's stage, its decisions, and the role's fairness evidence. */
export function createWashUpServices(db: Database) {
  return {
    ...createWashUpMatrixService(db),
    ...createWashUpDecisionService(db),
    ...createFairnessService(db),
  };
}
