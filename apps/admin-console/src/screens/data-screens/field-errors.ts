import { ApiError } from '@shortlist/api-client';

/** A failed call's field messages by field name (the API's 400 and 409 replies), else the one message. */
export function fieldErrorsOf(failure: unknown): { byField: Record<string, string>; message: string } {
  const message = failure instanceof Error ? failure.message : String(failure);
  if (!(failure instanceof ApiError)) return { byField: {}, message };
  return {
    byField: Object.fromEntries(failure.fieldErrors.map((error) => [error.field, error.message])),
    message,
  };
}
