import type { FieldError } from '@shortlist/domain/schemas';

// The invitation form's text into the API's body, and the API's (or the schema's) field errors back onto the
// form: an error of `emails.2` belongs to the third address typed, and says which one it is.

export type InviteFormErrors = { emails: string[]; message?: string; expiresInDays?: string; form?: string };

/** Addresses typed one per line (commas, semicolons and spaces also split), blanks and repeats left out. */
export function parseEmails(text: string): string[] {
  const emails = text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
  return [...new Set(emails)];
}

/** Whole days typed into the lifetime field; anything else is NaN so the schema refuses it at the field. */
export function parseDays(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function placeFieldErrors(
  errors: readonly FieldError[],
  emails: readonly string[],
  describeEmail: (email: string, message: string) => string,
): InviteFormErrors {
  const placed: InviteFormErrors = { emails: [] };
  for (const { field, message } of errors) {
    const [name, index] = field.split('.');
    if (name === 'emails') {
      const email = index === undefined ? undefined : emails[Number(index)];
      placed.emails.push(email === undefined ? message : describeEmail(email, message));
    } else if (name === 'message') placed.message = message;
    else if (name === 'expiresInDays') placed.expiresInDays = message;
    else placed.form = placed.form ? `${placed.form} ${message}` : message;
  }
  return placed;
}

export const hasErrors = (errors: InviteFormErrors): boolean =>
  errors.emails.length > 0 || Boolean(errors.message || errors.expiresInDays || errors.form);
