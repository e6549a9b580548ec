import type { IncomingMessage } from 'node:http';
import { usableLogoUrl } from '@shortlist/domain/brands';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { findOrganizationByIdOrSubdomain, findOrganizationForRequest } from '../organizations/lookup.ts';
import { appFor } from './web-apps.ts';

// Issue 19: an organisation's careers pages show its logo from its own https address, so the page's policy
// lets images come from that one origin too, and from no other.

/** The parameter that names the organisation on a host that names none (the portal's ?organization=). */
const organizationParameter = 'organization';

const nonPagePrefixes = ['/api/', '/oauth/'];

/**
 * A page of the candidate portal (the one app that shows an organisation's logo), not a call or a file:
 * files have an extension in their last segment.
 */
function isPortalPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (nonPagePrefixes.some((prefix) => path.startsWith(prefix)) || /\.[^/]*$/.test(path)) return false;
  return appFor(path)?.name === 'candidate-portal';
}

function namedOrganization(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[organizationParameter];
  return typeof value === 'string' && /^[a-z0-9-]{1,63}$/i.test(value) ? value.toLowerCase() : undefined;
}

/**
 * Finds, before the security headers are written, the logo origin of the organisation whose page is asked
 * for (by host, or by ?organization= on a host that names none); returns what the policy reads per request.
 */
export function registerPageLogoOrigins(
  app: FastifyInstance,
  db: Database,
): (request: IncomingMessage) => string | undefined {
  const origins = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    if (!isPortalPage(request)) return;
    const named = namedOrganization(request);
    const organization =
      (await findOrganizationForRequest(db, { subdomain: undefined, hostname: request.hostname })) ??
      (named ? await findOrganizationByIdOrSubdomain(db, named) : undefined);
    if (organization?.status !== 'ACTIVE') return;
    const logo = usableLogoUrl(organization.defaultConfiguration.text.logoUrl);
    if (logo) origins.set(request.raw, new URL(logo).origin);
  });
  return (request) => origins.get(request);
}
