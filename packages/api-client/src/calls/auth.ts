import { tokenRequestValues } from '@shortlist/domain/constants';
import type {
  oauthGrantSchema,
  passwordGrantSchema,
  TokenResponse,
  userTokenGrantSchema,
} from '@shortlist/domain/schemas';
import type { z } from 'zod';
import type { CallOptions } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import { buildRefreshCall } from '../client/refresh-call.ts';

// §7 Authentication: POST /oauth/token (multipart form, HTTP basic client auth) and logout.

/** The token reply; after a correct one-time code it also carries the remembered-device value. */
export type TokenReply = TokenResponse & { otpCookie?: string | null };

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
  return client.send({
    ...options,
    method: 'POST',
    area: 'base',
    path: '/oauth/token',
    form: buildTokenForm(fields),
  });
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

/** Logout: DELETE /oauth/access-token with the access token and body `{ deviceId }`. */
export async function revokeAccessToken(client: ApiClient, options?: CallOptions): Promise<void> {
  await client.send({
    ...options,
    method: 'DELETE',
    area: 'base',
    path: '/oauth/access-token',
    auth: 'bearer',
    refreshExpiredToken: false,
    json: { deviceId: client.deviceId },
  });
}
