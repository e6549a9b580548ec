import { isRefusedValue } from '../db/errors.ts';

export const refusedInputMessages = {
  multipart: 'The form data is not complete or not well formed.',
  value: 'The request holds a value that cannot be stored.',
} as const;

// The multipart parser (busboy) raises plain errors without a code when a body is cut short or its
// boundary does not match the Content-Type header; these are all its wordings.
const malformedMultipartPattern =
  /unexpected end of multipart data|terminated early due to unexpected end|boundary not found|malformed part header/i;

function isMalformedMultipart(error: { code?: unknown; message?: unknown }): boolean {
  return (
    error.code === undefined &&
    typeof error.message === 'string' &&
    malformedMultipartPattern.test(error.message)
  );
}

/**
 * The description of a 400 for an error caused by what the caller sent rather than by the server; the
 * driver's or parser's own message never reaches the reply, since it can quote the request.
 */
export function describeRefusedInput(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (isMalformedMultipart(error)) return refusedInputMessages.multipart;
  if (isRefusedValue(error)) return refusedInputMessages.value;
  return undefined;
}
