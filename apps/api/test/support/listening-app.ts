import { and, count, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { createPglite, openDatabase } from '../../src/db/connection.ts';
import { tokens } from '../../src/db/schema/index.ts';
import { demoPassword, demoUsers, webClient } from '../../src/db/seed/demo-users.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import type { MessageTransport, OutgoingMessage } from '../../src/messaging/outbox.ts';
import { readSettings } from '../../src/settings.ts';

export type { OutgoingMessage };
export { demoPassword, demoUsers, webClient };

/** The real API listening on a free port of 127.0.0.1, for packages that test against it over HTTP. */
export interface ListeningApp {
  /** Base URL without a trailing slash, such as `http://127.0.0.1:53211`. */
  url: string;
  /** Every message the app sent (sign-in codes, links), newest last. */
  messages: OutgoingMessage[];
  /** Makes every access token issued so far expire now, as if its 30 minutes had passed. */
  expireAccessTokens(): Promise<void>;
  /** How many refresh tokens have been spent: one per successful refresh (tokens rotate). */
  countSpentRefreshTokens(): Promise<number>;
  close(): Promise<void>;
}

/** Starts the API on a new in-memory PGlite, migrated and seeded with the demo data (few candidates). */
export async function startListeningApp({
  candidates = 5,
}: {
  candidates?: number;
} = {}): Promise<ListeningApp> {
  const database = await openDatabase({ kind: 'pglite', client: await createPglite() });
  await database.migrate();
  await seedDemoData(database.db, { candidates });
  const messages: OutgoingMessage[] = [];
  const transport: MessageTransport = {
    async deliver(message) {
      messages.push(message);
    },
  };
  const app = await buildApp({ db: database.db, settings: readSettings({}), transport });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The seed leaves the demo interview invitation unsent; delivering it now keeps later message counts steady
  // (otherwise the 2 s flush timer adds it in the middle of a test that counts sign-in codes).
  await app.services.outbox.flush();
  const { db } = database;
  return {
    url: address.replace('localhost', '127.0.0.1'),
    messages,
    async expireAccessTokens() {
      await db
        .update(tokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tokens.purpose, 'access'));
    },
    async countSpentRefreshTokens() {
      const [row] = await db
        .select({ total: count() })
        .from(tokens)
        .where(and(eq(tokens.purpose, 'refresh'), isNotNull(tokens.usedAt)));
      return row?.total ?? 0;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
