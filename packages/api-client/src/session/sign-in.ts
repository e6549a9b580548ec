import { authErrorDescriptions } from '@shortlist/domain/messages';
import type { TokenReply } from '@shortlist/domain/schemas';
import type { ApiClient } from '../client/api-client.ts';
import { ApiError } from '../errors/api-error.ts';
import type { AuthSession } from './auth-session-store.ts';
import {
  exchangeOAuthTokenForToken,
  exchangePasswordForToken,
  exchangeUserTokenForToken,
  sendLogout,
} from './token-grants.ts';

// The sign-in rules of §4 Login on top of the /oauth/token calls: the session and the OTP cookie.

export type PasswordSignIn = {
  username: string;
  password: string;
  /** The one-time code, on the second step. */
  otp?: string | null;
  partner?: string | null;
};

export type SignInResult =
  | { status: 'signed-in'; session: AuthSession }
  /** §4: HTTP 206, or a remembered device the server no longer accepts: ask for the emailed code. */
  | { status: 'otp-required'; reason: 'code-required' | 'invalid-login-cookie'; description: string | null };

function saveToken(client: ApiClient, username: string | null, token: TokenReply): AuthSession {
  if (username !== null && token.otpCookie) client.otpCookies.save(username, token.otpCookie);
  return client.session.save(token);
}

/**
 * Password sign-in. Sends this device's remembered value (`otpcookie-{username}`) unless a code is typed.
 * Decision: with a code the cookie is left out, so a stale cookie cannot block a correct code.
 */
export async function signInWithPassword(client: ApiClient, login: PasswordSignIn): Promise<SignInResult> {
  const otpCookie = login.otp ? null : client.otpCookies.read(login.username);
  try {
    const result = await exchangePasswordForToken(client, { ...login, otpCookie });
    if (result.kind === 'otp-required') {
      return { status: 'otp-required', reason: 'code-required', description: result.description };
    }
    return { status: 'signed-in', session: saveToken(client, login.username, result.token) };
  } catch (error) {
    if (error instanceof ApiError && error.description === authErrorDescriptions.invalidLoginCookie) {
      client.otpCookies.remove(login.username);
      return { status: 'otp-required', reason: 'invalid-login-cookie', description: error.description };
    }
    throw error;
  }
}

/** Sign-in with a single-use user token (a sign-in link). */
export async function signInWithUserToken(
  client: ApiClient,
  token: string,
  partner?: string | null,
): Promise<AuthSession> {
  return saveToken(client, null, await exchangeUserTokenForToken(client, { token, partner }));
}

/** Sign-in with an OAuth provider's token. */
export async function signInWithOAuthToken(
  client: ApiClient,
  token: string,
  partner?: string | null,
): Promise<AuthSession> {
  return saveToken(client, null, await exchangeOAuthTokenForToken(client, { token, partner }));
}

/**
 * Logout: revokes the access token on the server, then clears the auth info here whatever the answer
 * (a user who asks to leave is signed out even offline).
 */
export async function signOut(client: ApiClient): Promise<void> {
  try {
    if (client.session.read() !== null) await sendLogout(client);
  } catch {
    // Already cleared or unreachable: nothing the user can act on.
  } finally {
    client.session.clear();
  }
}
