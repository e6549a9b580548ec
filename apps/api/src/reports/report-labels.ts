import type { UniversityGroupType } from '@shortlist/domain/enums';
import { en } from '@shortlist/i18n/resources';
import { notGiven } from './breakdown.ts';

// The English names of report rows and data columns that no reference item names; the console shows a
// row's label as given, so the CSV and the shared report read the same.
export const reportLabels = {
  allCandidates: 'All candidates',
  withFlag: 'With the flag',
  withoutFlag: 'Without the flag',
  otherUniversity: 'Other universities',
  // The names the manager console gives the flags on a candidate's record.
  contextualFlags: en.manager.contextual.flags,
  universityGroups: {
    RUSSELL_GROUP: 'Russell Group',
    OXBRIDGE: 'Oxbridge',
    GO8: 'Group of Eight (Go8)',
  } satisfies Record<UniversityGroupType, string>,
  socioEconomicBackgrounds: {
    professional: 'Professional background',
    intermediate: 'Intermediate background',
    lower: 'Lower socio-economic background',
  },
} as const;

/** A row label from a fixed list of names, 'Not given' for a blank answer. */
export function labelFrom(names: Readonly<Record<string, string>>) {
  return (value: string | null) =>
    value === null ? { ...notGiven } : { value, label: names[value] ?? value };
}
