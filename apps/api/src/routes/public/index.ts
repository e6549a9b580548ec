import type { FastifyInstance } from 'fastify';
import { publicAccountRoutes } from './accounts.ts';
import { publicBuilderRoutes } from './builder.ts';
import { publicCandidateReviewRoutes } from './candidate-review.ts';
import { publicEventRoutes } from './events.ts';
import { publicInterviewRoutes } from './interviews.ts';
import { publicLookupRoutes } from './lookups.ts';
import { publicOrganizationRoutes } from './organizations.ts';
import { publicRoleRoutes } from './roles.ts';
import { publicUrlTokenRoutes } from './url-tokens.ts';
import { publicVersionRoutes } from './version.ts';

/** Everything under /api/public: calls made without a session (§7 Public), one plugin per family. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicAccountRoutes);
  await app.register(publicUrlTokenRoutes);
  await app.register(publicOrganizationRoutes);
  await app.register(publicLookupRoutes);
  await app.register(publicBuilderRoutes);
  await app.register(publicVersionRoutes);
  await app.register(publicRoleRoutes);
  await app.register(publicEventRoutes);
  await app.register(publicInterviewRoutes);
  await app.register(publicCandidateReviewRoutes);
}
