/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

// Class 22 (data exception) is the database refusing a value it was given: a NUL or an unsupported Unicode
// escape (22021, 22P05), a number out of range (22003), text that is not a number or date (22P02, 22007,
// 22008), text too long for its column (22001). Each is caused by the request, not by the server.
const dataExceptionClass = '22';

/** Whether a query failed because of a value the request supplied, whether bare or wrapped by Drizzle. */
export function isRefusedValue(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof candidate?.code === 'string' ? candidate.code : candidate?.cause?.code;
  return typeof code === 'string' && code.length === 5 && code.startsWith(dataExceptionClass);
}

/** PostgreSQL's foreign_key_violation: the row referred to has gone (a slot removed while it was booked). */
export function isForeignKeyViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '23503' || candidate?.cause?.code === '23503';
}
