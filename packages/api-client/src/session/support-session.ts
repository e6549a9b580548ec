import type { ApiClient } from '../client/api-client.ts';
import type { AuthSession } from './auth-session-store.ts';
import { signInWithUserToken, signOut } from './sign-in.ts';

/** "Sign in as": keeps the admin's session aside and signs in with the support token of POST /user/hrtoken. */
export async function startSupportSession(client: ApiClient, token: string): Promise<AuthSession> {
  const own = client.session.read();
  const session = await signInWithUserToken(client, token);
  if (own !== null) client.supportReturn.keep(own);
  return session;
}

/**
 * "End now": ends the manager's session on the server and puts the admin's own session back.
 * Answers whether there was one to return to (otherwise the admin signs in again).
 */
export async function endSupportSession(client: ApiClient): Promise<boolean> {
  await signOut(client);
  const own = client.supportReturn.take();
  if (own === null) return false;
  client.session.restore(own);
  return true;
}
