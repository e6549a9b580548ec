import type { FormField } from '@shortlist/domain/schemas';
import type { StoredAnswer } from './record-form.ts';

// How a stored answer reads for its field type (§3 form field types): the words of yes/no, a date, the
// labels of chosen options. Null means the candidate left it unanswered.

export type AnswerWords = {
  yes: string;
  no: string;
  preferNotToSay: string;
  locale: string;
};

/** The shape the record shows an answer in: one line, a long text keeping its line breaks, or a list. */
export type ShownAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'longText'; text: string }
  | { kind: 'list'; items: string[] };

const preferNotToSayValue = 'PREFER_NOT_TO_SAY';
const yesNoValues: Record<string, 'yes' | 'no'> = { yes: 'yes', no: 'no', true: 'yes', false: 'no' };

function optionLabel(field: FormField, value: string, words: AnswerWords): string {
  if (value === preferNotToSayValue) return words.preferNotToSay;
  const option = field.options?.find((item) => item.value === value);
  if (option) return option.label;
  // A prefer-not-to-say question without options of its own is a yes/no question (as the portal asks it).
  const yesNo = (field.options ?? []).length === 0 ? yesNoValues[value] : undefined;
  return yesNo ? words[yesNo] : value;
}

/** '2026-11-03' as '3 Nov 2026', read as a calendar day (no time zone can move it a day). */
function formatDay(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

export function showAnswer(
  field: FormField,
  answer: StoredAnswer | undefined,
  words: AnswerWords,
): ShownAnswer | null {
  if (answer === null || answer === undefined || answer === '') return null;
  if (Array.isArray(answer)) {
    return answer.length === 0
      ? null
      : { kind: 'list', items: answer.map((item) => optionLabel(field, item, words)) };
  }
  if (typeof answer === 'boolean') return { kind: 'text', text: answer ? words.yes : words.no };
  const text = String(answer);
  switch (field.type) {
    case 'date':
      return { kind: 'text', text: formatDay(text, words.locale) };
    case 'textarea':
    case 'exportableTextarea':
      return { kind: 'longText', text };
    case 'toggle':
    case 'checkbox':
      return { kind: 'text', text: yesNoValues[text] === 'yes' ? words.yes : words.no };
    case 'dropdown':
    case 'singleOption':
    case 'autocomplete':
    case 'preferNotToSay':
    case 'customPreferNotToSay':
    case 'checkboxList':
    case 'optionsList':
      // A custom prefer-not-to-say answer that is no option is the candidate's own words, shown as written.
      return { kind: 'text', text: optionLabel(field, text, words) };
    default:
      return { kind: 'text', text };
  }
}
