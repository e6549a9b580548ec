import type { AssessmentRefusalReason } from '@shortlist/domain/contract';
import type { FieldError } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import { assessmentTypeLabels, assessmentTypes, isStageId, stageNames } from '@shortlist/domain/stages';
import { invalidInput } from '../shared/failures.ts';

const stageName = (stageId: number) => (isStageId(stageId) ? stageNames[stageId] : `stage ${stageId}`);

/** Why a candidate cannot get the assessment now, as a sentence (the console words the reasons itself). */
export function describeRefusal(
  reason: AssessmentRefusalReason,
  type: AssessmentType,
  stageId: number | null,
): string {
  const label = assessmentTypeLabels[type];
  switch (reason) {
    case 'not-found':
      return 'No such candidate in your organisation.';
    case 'not-submitted':
      return 'The application has not been submitted.';
    case 'other-role':
      return 'The candidate applied to another role.';
    case 'wrong-stage':
      return 'The candidate is at another stage.';
    case 'stage-not-allowed': {
      const allowed = assessmentTypes[type].allowedStageIds.map(stageName).join(' or ');
      const at = stageId === null ? '' : `; the candidate is at ${stageName(stageId)}`;
      return `${label} is taken at ${allowed}${at}.`;
    }
    case 'already-invited':
      return `The candidate already has the ${label.toLowerCase()} at this stage.`;
    case 'stage-already-covered':
      return 'Another assessment or interview schedule already covers the candidate’s stage.';
  }
}

/** Nobody of the request could be invited: 400 naming each candidate id's field, so nothing is changed. */
export function refuseEveryone(
  type: AssessmentType,
  refusals: readonly { index: number; reason: AssessmentRefusalReason; stageId: number | null }[],
): never {
  const errors: FieldError[] = refusals.map((refusal) => ({
    field: `candidateIds.${refusal.index}`,
    message: describeRefusal(refusal.reason, type, refusal.stageId),
  }));
  const only = errors.length === 1 ? errors[0]?.message : undefined;
  throw invalidInput(only ?? 'None of these candidates can be invited to this assessment now.', errors);
}
