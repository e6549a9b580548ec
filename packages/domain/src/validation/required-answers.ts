import type { FormConfiguration } from './form-configuration.ts';
import { isFieldRequired, isFieldVisible } from './form-configuration.ts';

/** The parts of a form field the required-answer rule reads. */
export type RequirableField = { key: string; type: string; required?: boolean | null };

/** A form configuration with its sections of fields (§3 Role formConfiguration). */
export type FormWithSections = FormConfiguration & {
  sections?: readonly { key: string; fields: readonly RequirableField[] }[] | null;
};

/** A stored answer: the question's id or key and the response (§3 Application responses). */
export type AnswerEntry = { questionId: string | number; response: unknown };

/**
 * True when a field must be answered: the field or the `required` flags ask for it, no flag switches it
 * (or its section) off, and it is not an 'info' text. Decision: a `required` flag set to false overrides the
 * field's own setting, as organisation configuration is the later word.
 */
export function isAnswerRequired(
  config: FormWithSections | null | undefined,
  sectionKey: string,
  field: RequirableField,
): boolean {
  if (field.type === 'info' || config?.subsections?.[sectionKey] === false) return false;
  if (!isFieldVisible(config, field.key) || config?.required?.[field.key] === false) return false;
  return field.required === true || isFieldRequired(config, field.key);
}

/**
 * True when a response answers its field. Decision: blank text, an empty list and null are no answer; a
 * required 'checkbox' (a confirmation) must be ticked, while a 'toggle' answered no is still an answer.
 */
export function isAnswered(fieldType: string, response: unknown): boolean {
  if (response === null || response === undefined) return false;
  if (typeof response === 'string') return response.trim() !== '';
  if (Array.isArray(response)) return response.length > 0;
  if (fieldType === 'checkbox') return response === true;
  return true;
}

/** Keys of the required, visible fields the responses leave unanswered, in form order. */
export function findMissingRequiredAnswers(
  config: FormWithSections | null | undefined,
  responses: readonly AnswerEntry[],
): string[] {
  const answers = new Map(responses.map((entry) => [String(entry.questionId), entry.response]));
  return (config?.sections ?? []).flatMap((section) =>
    section.fields
      .filter((field) => isAnswerRequired(config, section.key, field))
      .filter((field) => !isAnswered(field.type, answers.get(field.key)))
      .map((field) => field.key),
  );
}
