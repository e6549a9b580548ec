import type { ProcessError } from '@shortlist/shell/state';

export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * Splits a failed submit into messages beside the form's own fields and one message for the form: the API
 * names fields by their body path (`email`, `filters.0.value`), so the first segment picks the field.
 */
export function readFieldErrors<Field extends string>(
  error: ProcessError,
  fields: readonly Field[],
): { fieldMessages: FieldMessages<Field>; formMessage: string | null } {
  const fieldMessages: FieldMessages<Field> = {};
  for (const { field, message } of error.fieldErrors) {
    const name = field.split('.')[0] as Field;
    if (fields.includes(name) && fieldMessages[name] === undefined) fieldMessages[name] = message;
  }
  const placed = Object.keys(fieldMessages).length > 0;
  return { fieldMessages, formMessage: placed ? null : error.message };
}
