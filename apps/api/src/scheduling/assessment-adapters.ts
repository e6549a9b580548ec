import type { AssessmentType } from '@shortlist/domain/stages';
import { assessmentTypes } from '@shortlist/domain/stages';
import type { AssessmentAdapter } from './assessment-adapter.ts';
import { builtInAdapter } from './built-in-adapter.ts';
import { simulatedProviderAdapter } from './simulated-provider-adapter.ts';

/** The adapter that runs an assessment type: the simulator for third-party tests, else the built-in one. */
export function adapterFor(type: AssessmentType): AssessmentAdapter {
  return assessmentTypes[type].thirdParty ? simulatedProviderAdapter : builtInAdapter;
}
