import {
  completeOnBoarding,
  confirmAccount,
  fetchOnBoardingUser,
  fetchUserByAccountToken,
  fetchUserByResetToken,
  fetchUserBySignInToken,
  requestPasswordReset,
  resetPassword,
  sendMagicLink,
  sendSignInLink,
  signUp,
  verifyEmail,
} from '@shortlist/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';
import type { RequestSite } from './public-accounts.ts';

/** The organisation a request speaks for: `?subdomain=` when given, else the host. */
function requestSite(request: FastifyRequest): RequestSite {
  const { subdomain } = request.query as { subdomain?: unknown };
  return { subdomain: typeof subdomain === 'string' ? subdomain : undefined, hostname: request.hostname };
}

/** /api/public account calls (§7 Public): sign-up, on-boarding, verification, reset, token look-ups. */
export async function publicAccountRoutes(app: FastifyInstance): Promise<void> {
  const { publicAccounts } = app.services;

  serveRoute(app, signUp, async ({ body, request, reply }) =>
    reply.status(201).send(await publicAccounts.signup(body, requestSite(request))),
  );
  serveRoute(app, fetchOnBoardingUser, ({ query }) => publicAccounts.onBoardingUser(query.token));
  serveRoute(app, completeOnBoarding, ({ body }) => publicAccounts.completeOnBoarding(body));
  serveRoute(app, verifyEmail, ({ body }) => publicAccounts.verifyEmail(body.token));
  serveRoute(app, confirmAccount, ({ body }) => publicAccounts.confirm(body.token, body.candidateId));

  // Always 204, so the reply never tells whether the address has an account.
  serveRoute(app, requestPasswordReset, async ({ body, request, reply }) => {
    await publicAccounts.requestPasswordReset(body.email, requestSite(request));
    return reply.status(204).send();
  });
  serveRoute(app, resetPassword, async ({ body, reply }) => {
    await publicAccounts.resetPassword(body);
    return reply.status(204).send();
  });

  serveRoute(app, fetchUserByAccountToken, ({ query }) => publicAccounts.userByAccountToken(query.token));
  serveRoute(app, fetchUserByResetToken, ({ query }) => publicAccounts.userByResetToken(query.token));
  serveRoute(app, fetchUserBySignInToken, ({ query }) => publicAccounts.userBySignInToken(query.token));

  // The magic sign-in link: always 204, like /forgot.
  serveRoute(app, sendMagicLink, async ({ query, request, reply }) => {
    await publicAccounts.sendMagicLink(query.email, requestSite(request));
    return reply.status(204).send();
  });
  // Decision: §7's POST /login/{x}/ is passwordless sign-in: x is an email, sent POST /user?email's link; always 204.
  serveRoute(app, sendSignInLink, async ({ params, request, reply }) => {
    await publicAccounts.sendMagicLink(params.email, requestSite(request));
    return reply.status(204).send();
  });
}
