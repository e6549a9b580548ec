import type { FormField } from '@shortlist/domain/schemas';
import type { CustomAnswer } from '@shortlist/ui';
import { customAnswerValue, preferNotToSayValue } from '@shortlist/ui';

// The answers of an application form as the screens hold them, and their wire shape (§3 responses).

/** One answer as the form holds it: text, yes/no, or a list of choices; null is no answer yet. */
export type AnswerValue = string | boolean | string[] | null;

/** Answers by field key. */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** A stored response (§3 Application responses): the question's key and the answer. */
export type ResponseEntry = {
  questionId: string | number;
  response: string | number | boolean | string[] | null;
};

/** The answers of stored responses, by key. */
export function answersFromResponses(responses: readonly ResponseEntry[] | null | undefined): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const { questionId, response } of responses ?? []) {
    answers[String(questionId)] = typeof response === 'number' ? String(response) : response;
  }
  return answers;
}

/**
 * The wire answer of one field. Decision: a toggle left off answers no (a switch has no 'unanswered'
 * position), and blank text is sent as null so a cleared answer is cleared on the server too.
 */
export function toResponse(field: Pick<FormField, 'type'>, value: AnswerValue | undefined): AnswerValue {
  if (field.type === 'toggle') return value === true;
  if (value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

/** The responses of the given fields (info texts carry none). */
export function toResponses(fields: readonly FormField[], answers: Answers): ResponseEntry[] {
  return fields
    .filter((field) => field.type !== 'info')
    .map((field) => ({ questionId: field.key, response: toResponse(field, answers[field.key]) }));
}

/**
 * A custom prefer-not-to-say answer read from its stored text. Decision: the answer travels as one string
 * (the API takes text, numbers, yes/no or lists): an option's value, 'Prefer not to say', or the
 * candidate's own words when they described it themselves, which is any text that is not an option.
 */
export function readCustomAnswer(
  value: AnswerValue | undefined,
  optionValues: readonly string[],
): CustomAnswer {
  if (typeof value !== 'string' || value === '') return { choice: null, custom: '' };
  if (value === preferNotToSayValue || value === customAnswerValue || optionValues.includes(value)) {
    return { choice: value, custom: '' };
  }
  return { choice: customAnswerValue, custom: value };
}

/** The stored text of a custom prefer-not-to-say answer (see readCustomAnswer). */
export function writeCustomAnswer(answer: CustomAnswer): string | null {
  if (answer.choice === customAnswerValue)
    return answer.custom.trim() === '' ? customAnswerValue : answer.custom;
  return answer.choice;
}
