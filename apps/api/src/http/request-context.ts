import type { users } from '../db/schema/index.ts';
import type { Services } from '../services/index.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in user, set on /api/v1 routes; null elsewhere. */
    auth: AuthContext | null;
  }
}

/** The signed-in user of an /api/v1 request; the auth hook guarantees it is there. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('route registered outside the authenticated scope');
  return request.auth;
}
