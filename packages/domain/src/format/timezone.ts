import { splitTextPairs } from './pairs.ts';

// Timezone labels and options of spec §3 and §9.

export const timezoneTexts = {
  ukIrelandTime: 'UK, Ireland Time',
  renamed: ['Greenwich Mean Time', 'British Summer Time'],
} as const;

/**
 * Shows 'Greenwich Mean Time' and 'British Summer Time' as 'UK, Ireland Time'.
 * Decision: the phrase is replaced wherever it appears, so prefixes such as '(GMT+00:00) ' are kept.
 */
export function formatTimezoneLabel(label: string): string {
  let result = label;
  for (const name of timezoneTexts.renamed) {
    result = result.replaceAll(name, timezoneTexts.ukIrelandTime);
  }
  return result;
}

export type TimezoneOption = { label: string; value: string };

/**
 * Parses the organisation's timezones, a text array of 'name;value' pairs, into select options.
 * Decision: the label goes through formatTimezoneLabel; entries follow the rules of splitTextPairs.
 */
export function parseTimezoneOptions(list: readonly string[]): TimezoneOption[] {
  return splitTextPairs(list, ';').map(({ key, value }) => ({ label: formatTimezoneLabel(key), value }));
}
