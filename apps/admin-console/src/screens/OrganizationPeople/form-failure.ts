import { ApiError } from '@shortlist/api-client';
import type { FieldError } from '@shortlist/domain/schemas';

/** Field messages by field name; the first message of a field wins. */
export type FieldMessages = Readonly<Record<string, string>>;

export function byField(errors: readonly FieldError[]): FieldMessages {
  return Object.fromEntries([...errors].reverse().map(({ field, message }) => [field, message]));
}

/** A refused call as a form shows it: messages beside the fields, the rest as one sentence. */
export function toFormFailure(error: unknown): { fields: FieldMessages; message: string } {
  if (error instanceof ApiError) return { fields: byField(error.fieldErrors), message: error.message };
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

/** A person's name as the tables show it, the email when there is none. */
export const displayName = (person: { firstName?: string | null; lastName?: string | null; email: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
