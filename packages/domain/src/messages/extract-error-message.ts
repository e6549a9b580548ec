// Message extraction order of spec §8; translation and the generic fallback are the caller's job.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The raw message of an error reply: the first item of `errors` (its message), then a plain string body,
 * then `error_description`, then `message`; null when none applies.
 * Decision: blank texts and a first item without a message fall through to the next step.
 */
export function extractErrorMessage(body: unknown): string | null {
  if (typeof body === 'string') return readText(body);
  if (!isRecord(body)) return null;
  const first: unknown = Array.isArray(body.errors) ? body.errors[0] : undefined;
  return (
    (isRecord(first) ? readText(first.message) : null) ??
    readText(body.error_description) ??
    readText(body.message)
  );
}
