import multipart from '@fastify/multipart';
import { tokenRequestValues } from '@shortlist/domain/constants';
import { requestAccessToken, revokeAccessToken } from '@shortlist/domain/contract';
import { resolveTokenGrantKind, tokenRequestSchema } from '@shortlist/domain/schemas';
import type { FastifyInstance } from 'fastify';
import { readBasicCredentials, readBearerToken } from '../http/authenticate.ts';
import { serveRoute } from '../http/serve-route.ts';
import { invalidInput } from '../shared/failures.ts';
import { parseWith } from '../shared/parse-with.ts';
import { authenticateClient } from './clients.ts';
import { assertPasswordHashingFree } from './passwords.ts';

export const oauthRouteMessages = {
  secretInQuery: 'Send this in the request body, not in the address: addresses are logged and kept.',
} as const;

/** A refresh token or password in the address would be written to logs and history: refused, not read. */
function refuseSecretsInQuery(query: unknown): void {
  const present = ['refresh_token', 'password'].filter((field) => field in ((query as object) ?? {}));
  if (present.length) {
    throw invalidInput(
      oauthRouteMessages.secretInQuery,
      present.map((field) => ({ field, message: oauthRouteMessages.secretInQuery })),
    );
  }
}

/** The password grant proper (not USER_TOKEN nor OAuth, which send grant_type=password too): it costs a hash. */
function asksForPasswordCheck(body: unknown): boolean {
  const fields = (body ?? {}) as Record<string, unknown>;
  return (
    fields.grant_type === tokenRequestValues.passwordGrant &&
    fields.type !== tokenRequestValues.userTokenType &&
    typeof fields.username === 'string' &&
    fields.username !== tokenRequestValues.oauthUsername
  );
}

/** /oauth/token (every grant of spec §7) and /oauth/access-token (logout). */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  // The web apps post the token form as multipart; fields only, never files.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 20, fieldSize: 4096 },
  });
  const { signIn, db } = app.services;

  // The client is authenticated before any field is read; every grant's fields come in the body only.
  serveRoute(app, requestAccessToken, async ({ request, reply }) => {
    // A flood of password sign-ins is refused (503) before any database work, the client look-up included.
    if (asksForPasswordCheck(request.body)) assertPasswordHashingFree();
    const clientId = await authenticateClient(db, readBasicCredentials(request.headers.authorization));
    refuseSecretsInQuery(request.query);
    const fields = parseWith(tokenRequestSchema, request.body ?? {});
    if (fields.client_id !== clientId) {
      throw invalidInput('The client_id does not match the client credentials.', [
        { field: 'client_id', message: 'The client_id does not match the client credentials.' },
      ]);
    }
    if (fields.grant_type === 'refresh_token') return signIn.refresh(fields.refresh_token);
    if (resolveTokenGrantKind(fields) !== 'password' || !('username' in fields)) {
      return signIn.signInWithUserToken({
        token: fields.password,
        clientId,
        scope: fields.scope,
        ip: request.ip,
      });
    }
    const result = await signIn.signInWithPassword({
      username: fields.username,
      password: fields.password,
      otp: fields.otp ?? undefined,
      otpCookie: fields.otpCookie ?? undefined,
      clientId,
      scope: fields.scope,
      ip: request.ip,
    });
    // HTTP 206: the password was right and a one-time code is now needed (spec §4 Login).
    if (result.outcome === 'code-required') {
      return reply.status(206).send({ error: 'otp_required', error_description: result.description });
    }
    return result.reply;
  });

  // The Bearer token is read here, not by the /api/v1 hook: an expired token is still revoked.
  serveRoute(app, revokeAccessToken, async ({ request, reply }) => {
    const token = readBearerToken(request.headers.authorization);
    if (token) await signIn.signOutWithAccessToken(token);
    return reply.status(204).send();
  });
}
