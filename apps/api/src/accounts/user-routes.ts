import {
  changePassword,
  createHrToken,
  createUserToken,
  deleteCurrentUser,
  deleteUser,
  fetchCandidateProfile,
  fetchCurrentUser,
  fetchRareUsers,
  fetchUserOrganizations,
  resendEmailVerification,
  updateCandidateProfile,
  updateContactPreferences,
  updateCurrentUser,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/user: the signed-in user's own account (§7 User). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, candidateProfiles, privacy, publicAccounts, supportSessions } = app.services;

  serveRoute(app, fetchCurrentUser, async ({ auth }) => ({
    ...(await accounts.currentUser(auth)),
    supportSession: await supportSessions.supportSessionOf(auth),
  }));
  serveRoute(app, fetchUserOrganizations, ({ auth, query }) =>
    accounts.userOrganizations(auth, query.organizationId),
  );
  serveRoute(app, updateCurrentUser, ({ auth, body }) => accounts.updateUser(auth, body));
  serveRoute(app, updateContactPreferences, ({ auth, body }) =>
    accounts.updateContactPreferences(auth, body),
  );
  serveRoute(app, changePassword, async ({ auth, body, reply }) => {
    await accounts.changePassword(auth, body);
    return reply.status(204).send();
  });
  serveRoute(app, resendEmailVerification, async ({ auth, reply }) => {
    await publicAccounts.resendVerification(auth.user);
    return reply.status(204).send();
  });
  serveRoute(app, deleteCurrentUser, async ({ auth, reply }) => {
    await privacy.eraseOwnAccount(auth);
    return reply.status(204).send();
  });
  serveRoute(app, deleteUser, async ({ auth, params, reply }) => {
    await accounts.deleteUser(auth, params.id);
    return reply.status(204).send();
  });
  serveRoute(app, createUserToken, ({ auth }) => accounts.createUserToken(auth));
  serveRoute(app, createHrToken, ({ auth, body }) => supportSessions.createHrToken(auth, body));
  serveRoute(app, fetchRareUsers, ({ auth }) => accounts.rareUsers(auth));
  // The candidate's own profile; the spec leaves this path unnamed ("paths ... used by the state layer: not shown").
  serveRoute(app, fetchCandidateProfile, ({ auth }) => candidateProfiles.read(auth));
  serveRoute(app, updateCandidateProfile, ({ auth, body }) => candidateProfiles.replace(auth, body));
}
