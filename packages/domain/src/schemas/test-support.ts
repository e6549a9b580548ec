// Shared by this module's tests only; not exported from index.ts.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { FieldError } from './errors.ts';
import { isLibraryMessage, toFieldErrors } from './errors.ts';

/**
 * The field errors a schema produces for an input ([] when it parses). It also asserts that every message
 * came from the schema itself, so zod's developer wording cannot slip through to a user.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  for (const issue of result.error.issues) {
    expect(
      isLibraryMessage(issue.message),
      `zod default message at ${issue.path.join('.')}: ${issue.message}`,
    ).toBe(false);
  }
  return toFieldErrors(result.error);
}

/** The parsed value, failing the test with the field errors when the input is refused. */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) expect.fail(JSON.stringify(toFieldErrors(result.error)));
  return result.data;
}
