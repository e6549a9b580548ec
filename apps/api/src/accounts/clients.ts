import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { oauthClients } from '../db/schema/index.ts';
import { unauthenticated } from '../shared/failures.ts';
import { hashSecret, secretsEqual } from './secrets.ts';

export const clientAuthenticationMessage = 'The application is not recognised. Check the client credentials.';

/** Checks the HTTP basic client credentials an app sends with unauthenticated calls. */
export async function authenticateClient(
  db: Database,
  credentials: { id: string; secret: string } | null,
): Promise<string> {
  if (!credentials) throw unauthenticated(clientAuthenticationMessage, 'invalid_client');
  const [client] = await db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.clientId, credentials.id))
    .limit(1);
  if (!client || !secretsEqual(client.secretHash, hashSecret(credentials.secret))) {
    throw unauthenticated(clientAuthenticationMessage, 'invalid_client');
  }
  return client.clientId;
}
