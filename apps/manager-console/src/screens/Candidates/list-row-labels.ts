import type { CandidateListItem } from '@shortlist/domain/contract';
import type { TFunction } from 'i18next';

// A list row's person in words. A blind row (blind review, issue 13) comes without names or email and shows
// the record's anonymised label, so list, search and record name a hidden candidate the same way.

type ManagerT = TFunction<['manager', 'common']>;

const isHidden = (row: CandidateListItem) => row.blind || (row.firstName === null && row.lastName === null);

/** 'Lovelace, Ada': the name column, sorted by last name. */
export function listRowName(t: ManagerT, row: CandidateListItem): string {
  if (isHidden(row)) return t('manager:record.anonymised');
  return [row.lastName, row.firstName].filter(Boolean).join(', ');
}

/** 'Ada Lovelace': in sentences and search suggestions. */
export function listRowFullName(t: ManagerT, row: CandidateListItem): string {
  if (isHidden(row)) return t('manager:record.anonymised');
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}
