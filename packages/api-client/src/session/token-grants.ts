import { tokenRequestValues } from '@shortlist/domain/constants';
import { requestAccessToken, revokeAccessToken } from '@shortlist/domain/contract';
import type {
  oauthGrantSchema,
  passwordGrantSchema,
  TokenReply,
  userTokenGrantSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import { buildRouteCall } from '../client/call-route.ts';
import { buildRefreshCall } from '../client/refresh-call.ts';

// §7 Authentication on the contract's /oauth routes: the token form of each sign-in kind, refresh and logout.

// Form fields are typed by the grant schemas' parsed output (their input side is `unknown`: blank means absent).
type PasswordGrant = z.output<typeof passwordGrantSchema>;
export type PasswordLogin = Pick<PasswordGrant, 'username' | 'password'> &
  Partial<Pick<PasswordGrant, 'otp' | 'otpCookie' | 'partner'>>;
export type UserTokenLogin = Partial<Pick<z.output<typeof userTokenGrantSchema>, 'partner'>> & {
  token: string;
};
export type OAuthLogin = Partial<Pick<z.output<typeof oauthGrantSchema>, 'partner'>> & { token: string };

/** A password sign-in either returns tokens or, with HTTP 206, asks for the one-time code (§4 Login). */
export type PasswordGrantResult =
  | { kind: 'token'; token: TokenReply }
  | { kind: 'otp-required'; description: string | null };

type FormFields = ReadonlyArray<readonly [string, string | null | undefined]>;

/** The multipart form, every field of §7 in order; an absent optional field is sent empty. */
function buildTokenForm(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value ?? '');
  return form;
}

function postTokenForm(client: ApiClient, fields: FormFields, options?: CallOptions) {
  return client.send(buildRouteCall(requestAccessToken, { ...options, body: buildTokenForm(fields) }));
}

async function readTokenReply(response: Response): Promise<TokenReply> {
  return (await response.json()) as TokenReply;
}

/** Password login: username, password, grant_type=password, partner, otp, otpCookie, scope, client_id, application_type. */
export async function exchangePasswordForToken(
  client: ApiClient,
  login: PasswordLogin,
  options?: CallOptions,
): Promise<PasswordGrantResult> {
  const response = await postTokenForm(
    client,
    [
      ['username', login.username],
      ['password', login.password],
      ['grant_type', tokenRequestValues.passwordGrant],
      ['partner', login.partner],
      ['otp', login.otp],
      ['otpCookie', login.otpCookie],
      ['scope', tokenRequestValues.scope],
      ['client_id', client.clientId],
      ['application_type', tokenRequestValues.applicationType],
    ],
    options,
  );
  if (response.status === 206) {
    const body = (await response.json().catch(() => null)) as { error_description?: unknown } | null;
    const description = typeof body?.error_description === 'string' ? body.error_description : null;
    return { kind: 'otp-required', description };
  }
  return { kind: 'token', token: await readTokenReply(response) };
}

/** Token login: a user token as password, type USER_TOKEN. */
export async function exchangeUserTokenForToken(
  client: ApiClient,
  login: UserTokenLogin,
  options?: CallOptions,
): Promise<TokenReply> {
  const response = await postTokenForm(
    client,
    [
      ['password', login.token],
      ['grant_type', tokenRequestValues.passwordGrant],
      ['partner', login.partner],
      ['scope', tokenRequestValues.scope],
      ['client_id', client.clientId],
      ['type', tokenRequestValues.userTokenType],
      ['application_type', tokenRequestValues.applicationType],
    ],
    options,
  );
  return readTokenReply(response);
}

/** OAuth login: username fixed as 'token', the provider's token as password. */
export async function exchangeOAuthTokenForToken(
  client: ApiClient,
  login: OAuthLogin,
  options?: CallOptions,
): Promise<TokenReply> {
  const response = await postTokenForm(
    client,
    [
      ['username', tokenRequestValues.oauthUsername],
      ['password', login.token],
      ['grant_type', tokenRequestValues.passwordGrant],
      ['partner', login.partner],
      ['scope', tokenRequestValues.scope],
      ['client_id', client.clientId],
      ['application_type', tokenRequestValues.applicationType],
    ],
    options,
  );
  return readTokenReply(response);
}

/**
 * Refresh grant: query parameters only; a failure clears the credentials and logs out. The session keeps
 * its own refresh (`client.refreshSession()`); this is the bare call.
 */
export function refreshAccessToken(client: ApiClient, refreshToken: string): Promise<TokenReply> {
  return client.json(buildRefreshCall(client.clientId, refreshToken));
}

/** Logout: DELETE /oauth/access-token with the access token and body `{ deviceId }` (§7). */
export async function sendLogout(client: ApiClient, options?: CallOptions): Promise<void> {
  // Decision: an expired token is sent as it is, since the server still recognises and revokes it.
  const call = buildRouteCall(revokeAccessToken, { ...options, refreshExpiredToken: false });
  // §7 sends the fixed deviceId; the route leaves the body unchecked, so a logout never fails on it.
  await client.send({ ...call, json: { deviceId: client.deviceId } });
}
