import type { OrganizationCandidatePerson, StageHistoryEntry } from '@shortlist/domain/contract';
import type { CandidateStatus } from '@shortlist/domain/enums';
import type { TFunction } from 'i18next';

// The words of the record for values the API sends as codes; a code the wording does not know shows as sent.

type ManagerT = TFunction<['manager', 'common']>;

const wordedStatuses = ['ACTIVE', 'PENDING', 'NOT_VERIFIED'] as const;
const wordedSubStages = ['pending', 'invited', 'scheduled', 'in_progress', 'completed'] as const;
const wordedReasons = [
  'applied',
  'move',
  'bulk',
  'fast-track',
  'undo',
  'invitation',
  'assessment-result',
  'booking',
  'recorded',
  'copy',
  'migrate',
  'withdrawn',
] as const;

function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}

/** §3 display status: Active = Submitted, Pending = Not Submitted, Not verified = Unverified email. */
export function statusLabel(t: ManagerT, status: CandidateStatus): string {
  return isOneOf(wordedStatuses, status) ? t(`common:candidateStatus.${status}`) : status;
}

/** A stage by id, in the organisation's wording. */
export function stageLabel(t: ManagerT, stageId: number): string {
  const key = `manager:stages.${stageId}` as const;
  return t(key as 'manager:stages.1', { defaultValue: String(stageId) });
}

export function subStageLabel(t: ManagerT, code: string): string {
  return isOneOf(wordedSubStages, code) ? t(`manager:candidateList.subStageCodes.${code}`) : code;
}

export function moveReasonLabel(t: ManagerT, reason: StageHistoryEntry['reason']): string {
  return isOneOf(wordedReasons, reason) ? t(`manager:record.history.reasons.${reason}`) : reason;
}

/** The name a recruiter knows the candidate by: preferred first name where given, else the email. */
export function personName(t: ManagerT, person: OrganizationCandidatePerson | null): string {
  if (person === null || person.anonymised) return t('manager:record.anonymised');
  const first = person.preferredName ?? person.firstName;
  const name = [first, person.lastName].filter(Boolean).join(' ');
  return name || person.email || t('manager:record.anonymised');
}

/** A candidate under blind review, named by the application's id so two hidden candidates differ. */
export function blindLabel(t: ManagerT, id: number): string {
  return t('recordActions.blind.label', { id });
}
