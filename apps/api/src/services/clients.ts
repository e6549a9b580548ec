import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { oauthClients } from '../db/schema/index.ts';
import { unauthorized } from '../http/errors.ts';
import { hashSecret, secretsEqual } from './secrets.ts';

export const clientAuthenticationMessage = 'The application is not recognised. Check the client credentials.';

/** Checks the HTTP basic client credentials an app sends with unauthenticated calls. */
export async function authenticateClient(
  db: Database,
  credentials: { id: string; secret: string } | null,
): Promise<string> {
  if (!credentials) throw unauthorized(clientAuthenticationMessage, 'invalid_client');
  const [client] = await db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.clientId, credentials.id))
    .limit(1);
  if (!client || !secretsEqual(client.secretHash, hashSecret(credentials.secret))) {
    throw unauthorized(clientAuthenticationMessage, 'invalid_client');
  }
  return client.clientId;
}
