import type { InboundSmtpListener } from '../inbound/inbound-smtp.ts';
import type { Services } from '../services.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import type { ApiRoute } from './api-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** The inbound SMTP listener when INBOUND_SMTP_PORT is set (issue 32), else null. */
    inboundSmtp: InboundSmtpListener | null;
    /** Every /oauth, /api/public and /api/v1 route registered, for the contract check. */
    apiRoutes: readonly ApiRoute[];
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
