import { randomUUID } from 'node:crypto';
import type { AssessmentAdapter } from './assessment-adapter.ts';
import { storedResult } from './assessment-adapter.ts';

/**
 * Stands in for the five third-party test providers. Decision: the product never calls an outside host, so
 * this adapter makes no network call at all: an invitation gets a local reference ('sim-...') and is
 * INVITED at once, and the results a manager records (POST /assessments/codes/{id}/result) play the part
 * of the provider's result callbacks. A real provider adapter would implement the same three calls.
 */
export const simulatedProviderAdapter: AssessmentAdapter = {
  async invite(candidate) {
    return { codeStage: 'INVITED', reference: `sim-${candidate.type.toLowerCase()}-${randomUUID()}` };
  },
  async status(code) {
    return code.codeStage;
  },
  async result(code) {
    return storedResult(code);
  },
};
