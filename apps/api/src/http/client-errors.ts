import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@shortlist/domain/messages';
import { resolveApiErrorCode } from '@shortlist/domain/messages';

// Node refuses some requests before Fastify sees them (headers past 16 KB, a request line it cannot parse);
// the reply is written to the socket by hand, in the same error shape as every other refusal.
const refusals: Record<string, { status: number; description: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, description: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, description: 'The request took too long to arrive.' },
};
const malformed = { status: 400, description: 'The request is not well formed.' };

/** Fastify's clientErrorHandler: a JSON error reply for a request Node's HTTP parser gave up on. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset by the caller, or already answered, has nobody to reply to.
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const { status, description } = (error.code && refusals[error.code]) || malformed;
  const body: ApiErrorBody = { error: resolveApiErrorCode(status), error_description: description };
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
