import { ApiError } from '@shortlist/api-client';
import type { FieldError } from '@shortlist/domain/schemas';
import type { ResponseEntry } from './form-answers.ts';

// The API's 400 `errors[]` placed next to the fields they name (DESIGN: field paths such as `responses.<key>`).

/** Messages by field: a question's key, or the path of any other field (acceptTermAndConditions, cv...). */
export type FieldMessages = Readonly<Record<string, string>>;

const responsePath = /^responses\.([^.]+)(?:\..*)?$/;

/**
 * Field messages of the API's errors. `responses.<key>` names a question; `responses.<n>.response` (a
 * schema error) names the n-th response sent, so the sent list turns it back into the question's key.
 */
export function mapFieldErrors(
  errors: readonly FieldError[],
  sent: readonly ResponseEntry[] = [],
): FieldMessages {
  const messages: Record<string, string> = {};
  for (const { field, message } of errors) {
    const match = responsePath.exec(field);
    let key = field;
    if (match?.[1] !== undefined) {
      const part = match[1];
      const entry = /^\d+$/.test(part) ? sent[Number(part)] : undefined;
      key = entry ? String(entry.questionId) : part;
    }
    // The first message of a field is the one to act on.
    if (!(key in messages)) messages[key] = message;
  }
  return messages;
}

/** The field errors of a failure, if it carries any. */
export function readFieldErrors(error: unknown): readonly FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}
