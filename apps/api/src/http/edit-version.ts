import type { FastifyReply, FastifyRequest } from 'fastify';

// Lost updates (issue 31): a save names the version it started from in If-Match ("<version>", as the ETag gave
// it); a request without one is accepted as before, because the spec's own client sends none.

/** The version an edit started from, or undefined when the request names none (or any: `*`). */
export function expectedVersionOf(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** Sends the record's new version as its ETag, so a plain HTTP client can make its next save conditional. */
export function sendVersion<Reply>(reply: FastifyReply, version: string | undefined, body: Reply): Reply {
  if (version !== undefined) reply.header('etag', `"${version}"`);
  return body;
}
