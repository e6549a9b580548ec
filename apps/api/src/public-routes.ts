import type { FastifyInstance } from 'fastify';
import { publicAccountRoutes } from './accounts/public-routes.ts';
import { publicEventRoutes } from './events/public-routes.ts';
import { publicOrganizationRoutes } from './organizations/public-routes.ts';
import { publicCandidateReviewRoutes } from './pipeline/public-review-routes.ts';
import { publicLookupRoutes } from './reference-data/public-routes.ts';
import { publicBuilderRoutes } from './roles/public-builder-routes.ts';
import { publicPostingRoutes } from './roles/public-posting-routes.ts';
import { publicRoleRoutes } from './roles/public-routes.ts';
import { publicUrlTokenRoutes } from './roles/public-url-token-routes.ts';
import { publicInterviewRoutes } from './scheduling/public-routes.ts';
import { publicVersionRoutes } from './shared/version-routes.ts';

/** Everything under /api/public: calls made without a session (§7 Public), one plugin per family. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicAccountRoutes);
  await app.register(publicUrlTokenRoutes);
  await app.register(publicOrganizationRoutes);
  await app.register(publicLookupRoutes);
  await app.register(publicBuilderRoutes);
  await app.register(publicVersionRoutes);
  await app.register(publicRoleRoutes);
  await app.register(publicPostingRoutes);
  await app.register(publicEventRoutes);
  await app.register(publicInterviewRoutes);
  await app.register(publicCandidateReviewRoutes);
}
