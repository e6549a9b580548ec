import type { FastifyRequest } from 'fastify';
import type { RequestOrganization } from '../reference-data/reference-data.ts';

/** The `subdomain` parameter (else one in the body, else the host): which organisation ADMIN speaks for. */
export function requestOrganizationOf(
  request: FastifyRequest,
  bodySubdomain?: string | null,
): RequestOrganization {
  const { subdomain } = request.query as { subdomain?: unknown };
  const named =
    typeof subdomain === 'string' && subdomain !== '' && subdomain !== 'null' ? subdomain : undefined;
  return { subdomain: named ?? bodySubdomain ?? undefined, hostname: request.hostname };
}
