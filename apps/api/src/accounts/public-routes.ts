import {
  confirmAccountSchema,
  emailField,
  forgotPasswordSchema,
  newPasswordSchema,
  objectSchema,
  optionalTextField,
  resetPasswordSchema,
  signupSchema,
  tokenField,
  verifyEmailSchema,
} from '@shortlist/domain/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseWith } from '../shared/parse-with.ts';
import type { RequestSite } from './public-accounts.ts';

const tokenQuery = objectSchema({ token: tokenField() });
const emailQuery = objectSchema({ email: emailField() });
const onBoardingSchema = objectSchema({
  token: tokenField(),
  password: newPasswordSchema,
  firstName: optionalTextField(),
  lastName: optionalTextField(),
});

/** The organisation a request speaks for: `?subdomain=` when given, else the host. */
function requestSite(request: FastifyRequest): RequestSite {
  const { subdomain } = request.query as { subdomain?: unknown };
  return { subdomain: typeof subdomain === 'string' ? subdomain : undefined, hostname: request.hostname };
}

/** /api/public account calls (§7 Public): sign-up, on-boarding, verification, reset, token look-ups. */
export async function publicAccountRoutes(app: FastifyInstance): Promise<void> {
  const { publicAccounts } = app.services;

  app.post('/signup', async (request, reply) => {
    const user = await publicAccounts.signup(parseWith(signupSchema, request.body), requestSite(request));
    return reply.status(201).send(user);
  });

  app.get('/userOnBoarding', async (request) =>
    publicAccounts.onBoardingUser(parseWith(tokenQuery, request.query).token),
  );

  app.post('/signup/userOnBoarding', async (request) =>
    publicAccounts.completeOnBoarding(parseWith(onBoardingSchema, request.body)),
  );

  app.post('/verifyEmail', async (request) =>
    publicAccounts.verifyEmail(parseWith(verifyEmailSchema, request.body).token),
  );

  app.post('/confirm', async (request) => {
    const { token, candidateId } = parseWith(confirmAccountSchema, request.body);
    return publicAccounts.confirm(token, candidateId);
  });

  // Always 204, so the reply never tells whether the address has an account.
  app.post('/forgot', async (request, reply) => {
    const { email } = parseWith(forgotPasswordSchema, request.body);
    await publicAccounts.requestPasswordReset(email, requestSite(request));
    return reply.status(204).send();
  });

  app.post('/reset', async (request, reply) => {
    await publicAccounts.resetPassword(parseWith(resetPasswordSchema, request.body));
    return reply.status(204).send();
  });

  app.get('/user', async (request) =>
    publicAccounts.userByAccountToken(parseWith(tokenQuery, request.query).token),
  );

  app.get('/userp', async (request) =>
    publicAccounts.userByResetToken(parseWith(tokenQuery, request.query).token),
  );

  app.get('/usertoken', async (request) =>
    publicAccounts.userBySignInToken(parseWith(tokenQuery, request.query).token),
  );

  // The magic sign-in link: always 204, like /forgot.
  app.post('/user', async (request, reply) => {
    const { email } = parseWith(emailQuery, request.query);
    await publicAccounts.sendMagicLink(email, requestSite(request));
    return reply.status(204).send();
  });
}
