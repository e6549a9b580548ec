import type { AssessmentAdapter } from './assessment-adapter.ts';
import { storedResult } from './assessment-adapter.ts';

/**
 * SCHEDULER, SCHEDULED and SCREENING run inside the product: an invitation is a record in INVITED, later
 * states come from bookings and from the results managers record, all stored on the record.
 */
export const builtInAdapter: AssessmentAdapter = {
  async invite() {
    return { codeStage: 'INVITED', reference: null };
  },
  async status(code) {
    return code.codeStage;
  },
  async result(code) {
    return storedResult(code);
  },
  // No provider reports on the built-in types: managers and bookings change them.
  applyEvent() {
    return null;
  },
};
