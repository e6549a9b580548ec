import { ApiError } from '@shortlist/api-client';

// A 400's field messages, by the top field they belong to, so each shows beside its control.

export type FieldMessages = Partial<Record<string, string>>;

/** The field messages of a failure (first one per field), and the rest as one general message. */
export function readFieldErrors(failure: unknown): { fields: FieldMessages; general: string | null } {
  if (!(failure instanceof ApiError)) {
    return { fields: {}, general: failure instanceof Error ? failure.message : String(failure) };
  }
  const fields: FieldMessages = {};
  for (const { field, message } of failure.fieldErrors) {
    const top = field.split(/[.[]/)[0] ?? '';
    if (top !== '' && fields[top] === undefined) fields[top] = message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : failure.message };
}
