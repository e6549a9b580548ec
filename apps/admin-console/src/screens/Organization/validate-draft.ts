import { checkMetrics, organizationCreateSchema } from '@shortlist/domain/schemas';
import { bodyOf, formFieldOf } from './organization-body.ts';
import type { OrganizationDraft } from './organization-draft.ts';

export type FieldErrors = Record<string, string>;

export type EntryMessages = { keyRequired: string; duplicate: string };

const entrySections = ['views', 'text', 'textArrays', 'oauth'] as const;

/** A configuration entry needs a name, once per section: a record keeps only the last of two. */
function entryErrors(draft: OrganizationDraft, messages: EntryMessages): FieldErrors {
  const errors: FieldErrors = {};
  for (const section of entrySections) {
    const keys = draft[section].map((row) => row.key.trim());
    if (keys.some((key) => key === '')) errors[section] = messages.keyRequired;
    else if (new Set(keys).size < keys.length) errors[section] = messages.duplicate;
  }
  return errors;
}

/** The draft checked by the schema the API applies, each first message at its form field. */
export function validateDraft(draft: OrganizationDraft, messages: EntryMessages): FieldErrors {
  const parsed = organizationCreateSchema.safeParse(bodyOf(draft));
  const errors: FieldErrors = entryErrors(draft, messages);
  for (const error of checkMetrics(draft.metrics)) errors[error.field] ??= error.message;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's field errors (400 or 409) at the form's fields. */
export function formErrorsOf(errors: readonly { field: string; message: string }[]): FieldErrors {
  const mapped: FieldErrors = {};
  for (const error of errors) mapped[formFieldOf(error.field)] ??= error.message;
  return mapped;
}
