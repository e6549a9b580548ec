import { applyAnonymously, fetchGoogleJobPosting } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/**
 * /api/public role postings beyond the careers site (§7 Public): a role's Google for Jobs document, and an
 * application started by email alone. Both name the role as the role pages do: organisation id or
 * subdomain, then role id.
 */
export async function publicPostingRoutes(app: FastifyInstance): Promise<void> {
  const { jobPostings, anonymousApplications } = app.services;

  serveRoute(app, fetchGoogleJobPosting, async ({ params, reply }) =>
    reply
      .type('application/ld+json; charset=utf-8')
      .send(await jobPostings.googlePosting(params.orgId, params.roleId)),
  );
  // Always 204, so the reply never tells whether the address has an account.
  serveRoute(app, applyAnonymously, async ({ params, body, reply }) => {
    await anonymousApplications.start(params.orgId, params.roleId, body);
    return reply.status(204).send();
  });
}
