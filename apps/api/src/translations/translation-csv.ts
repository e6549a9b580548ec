import Papa from 'papaparse';
import { invalidInput } from '../shared/failures.ts';

/** Per language code, English phrase -> translation, as a file states them. */
export type TranslationFile = Map<string, Map<string, string>>;

const languageCodePattern = /^[a-z]{2,3}(-[A-Z]{2})?$/;
// A file with many faults names the first few; the admin mends them and uploads again.
const maxReportedFaults = 5;

export const translationCsvMessages = {
  phraseColumn: "Head the first column 'phrase' and then one column per language, such as cy.",
  noLanguages: 'Add at least one language column after the phrase column.',
  languageCode: (column: number, heading: string) =>
    `Column ${column}: '${heading}' is not a language code such as cy or pt-BR.`,
  english: 'The phrases are English; leave out an en column.',
  repeatedLanguage: (heading: string) => `The language ${heading} has two columns.`,
  repeatedPhrase: (row: number, phrase: string) => `Row ${row}: the phrase '${phrase}' appears twice.`,
  unreadable: (row: number, reason: string) => `Row ${row}: ${reason}`,
} as const;

function refuse(faults: string[]): never {
  const reported = faults.slice(0, maxReportedFaults);
  throw invalidInput(
    reported[0] ?? translationCsvMessages.phraseColumn,
    reported.map((message) => ({ field: 'csv', message })),
  );
}

function languagesOf(header: readonly string[]): string[] {
  const [first, ...languages] = header.map((cell) => cell.trim());
  if (first?.toLowerCase() !== 'phrase') refuse([translationCsvMessages.phraseColumn]);
  if (languages.length === 0) refuse([translationCsvMessages.noLanguages]);
  const faults = languages.flatMap((heading, index) => {
    if (heading.toLowerCase() === 'en') return [translationCsvMessages.english];
    if (!languageCodePattern.test(heading)) return [translationCsvMessages.languageCode(index + 2, heading)];
    if (languages.indexOf(heading) !== index) return [translationCsvMessages.repeatedLanguage(heading)];
    return [];
  });
  if (faults.length > 0) refuse(faults);
  return languages;
}

/**
 * Reads a translation CSV (papaparse): a header `phrase,cy,ga,...`, then a phrase and its translations per
 * row. A blank cell means no translation in that language; blank rows are skipped. Faults answer 400 on `csv`.
 */
export function parseTranslationCsv(text: string): TranslationFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // A one-column file has no delimiter to detect; papaparse then reads commas, which is right.
  const faults = parsed.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .map((error) => translationCsvMessages.unreadable((error.row ?? 0) + 1, error.message));
  if (faults.length > 0) refuse(faults);
  const [header = [], ...rows] = parsed.data;
  const languages = languagesOf(header);
  const file: TranslationFile = new Map(languages.map((language) => [language, new Map()]));
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const phrase = cells[0]?.trim() ?? '';
    if (phrase === '') return;
    if (seen.has(phrase)) faults.push(translationCsvMessages.repeatedPhrase(index + 2, phrase));
    seen.add(phrase);
    languages.forEach((language, column) => {
      const translation = cells[column + 1]?.trim() ?? '';
      if (translation !== '') file.get(language)?.set(phrase, translation);
    });
  });
  if (faults.length > 0) refuse(faults);
  return file;
}
