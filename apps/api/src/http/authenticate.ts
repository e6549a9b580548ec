import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../shared/failures.ts';

/** Bearer authentication for every /api/v1 route. */
export async function authenticateBearer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = readBearerToken(request.headers.authorization);
  if (!token)
    throw unauthenticated('Full authentication is required to access this resource.', 'unauthenticated');
  request.auth = await request.server.services.signIn.authenticate(token);
}

export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Reads HTTP basic client credentials (client_id:secret). */
export function readBasicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return null;
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}
