import { randomUUID } from 'node:crypto';
import type { AssessmentAdapter } from './assessment-adapter.ts';
import { resolveProviderEvent, storedResult } from './assessment-adapter.ts';

/**
 * Stands in for the five third-party test providers. Decision: the product never calls an outside host, so
 * this adapter makes no network call at all: an invitation gets a local reference ('sim-...') and is INVITED
 * at once. Results come as a real provider's would, through the signed webhook
 * (POST /api/public/assessments/webhook/{subdomain}), which the simulator (assessment-simulator.ts) calls as
 * the candidate "takes" the test; a manager may also record a result by hand. A real provider's adapter
 * implements the same calls and maps its own webhook body onto the same events.
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
  applyEvent: resolveProviderEvent,
};
