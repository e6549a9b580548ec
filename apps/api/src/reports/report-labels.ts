import { en } from '@shortlist/i18n/resources';
import { notGiven } from './breakdown.ts';

// The English names of report rows and data columns that no reference item names (@shortlist/i18n); the
// console shows a row's label as given, so the CSV and the shared report read the same.
export const reportLabels = {
  ...en.manager.reports.rows,
  // The names the manager console gives the flags on a candidate's record.
  contextualFlags: en.manager.contextual.flags,
} as const;

/** A row label from a fixed list of names, 'Not given' for a blank answer. */
export function labelFrom(names: Readonly<Record<string, string>>) {
  return (value: string | null) =>
    value === null ? { ...notGiven } : { value, label: names[value] ?? value };
}
