import { toFieldErrors } from '@shortlist/domain/schemas';
import type { z } from 'zod';
import { invalidInput } from './failures.ts';

/** Parses a request part with a domain schema; bad input becomes a 400 with one message per field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  throw invalidInput(fieldErrors[0]?.message ?? 'The request is not valid.', fieldErrors);
}
