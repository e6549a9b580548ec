import type { FieldError } from '@shortlist/domain/schemas';
import { useCallback } from 'react';
import { useShell } from '../react/shell-context.ts';

// What the shared screens' forms have in common: field messages from the domain's schemas or the API.

export type FieldErrors = Readonly<Record<string, string>>;

/** The part of a zod schema the forms use, so the shell needs no zod of its own. */
export type Validator = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

/** The first message per top-level field the schema refuses; empty when the values are acceptable. */
export function validate(
  schema: Validator,
  values: unknown,
  translate: (text: string) => string,
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = translate(issue.message);
  }
  return errors;
}

/** The API's field messages (§8 `errors: [{ field, message }]`) by field. */
export function toFieldErrors(
  fieldErrors: readonly FieldError[] | undefined,
  translate: (text: string) => string,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors ?? []) {
    if (!(field in errors)) errors[field] = translate(message);
  }
  return errors;
}

/** Reads a field error without tripping `exactOptionalPropertyTypes`-style checks at the call site. */
export function errorOf(errors: FieldErrors, field: string): string | undefined {
  return errors[field];
}

/** A free English phrase of the domain or the API in the configured language (the translation map). */
export function usePhrase(): (text: string) => string {
  const { translations } = useShell();
  return useCallback((text: string) => translations?.translatePhrase(text) ?? text, [translations]);
}
