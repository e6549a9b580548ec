import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import type { OutgoingMessage } from '../../src/messaging/outbox.ts';
import { readSettings } from '../../src/settings.ts';
import { openTestDatabase } from './engine.ts';

/** One parsed line of the app's log. */
export type LogLine = Record<string, unknown>;

export interface LoggedApp {
  app: FastifyInstance;
  db: Database;
  /** Every message the app sent, newest last (codes and links come from here). */
  messages: OutgoingMessage[];
  /** The log lines written while `action` ran, once the replies' own lines are in. */
  linesDuring(action: () => Promise<unknown>): Promise<{ raw: string[]; parsed: LogLine[] }>;
  close(): Promise<void>;
}

/** The ids of requests the lines show coming in and not yet completed. */
function unfinishedRequests(lines: string[]): unknown[] {
  const parsed = lines.map((line) => JSON.parse(line) as LogLine);
  const completed = new Set(
    parsed.filter((line) => line.msg === 'request completed').map((line) => line.reqId),
  );
  return parsed
    .filter((line) => line.msg === 'incoming request' && !completed.has(line.reqId))
    .map((line) => line.reqId);
}

/**
 * The real app on a private seeded database, logging as in production into memory. `beforeReady` may add
 * routes before the app starts (a route that fails on purpose).
 */
export async function startLoggedApp(beforeReady?: (app: FastifyInstance) => void): Promise<LoggedApp> {
  const database = await openTestDatabase(inject('pgliteSnapshot'), inject('postgresTemplate'));
  const lines: string[] = [];
  const messages: OutgoingMessage[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-api-log-'));
  const app = await buildApp({
    db: database.db,
    settings: readSettings({ DATA_DIR: dataDir }),
    transport: { deliver: async (message) => void messages.push(message) },
    logger: { write: (line: string) => lines.push(line) },
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    messages,
    async linesDuring(action) {
      const from = lines.length;
      await action();
      // A request's 'request completed' line is written when its reply has finished: wait until each has it.
      await expect.poll(() => unfinishedRequests(lines.slice(from)), { interval: 5 }).toEqual([]);
      const raw = lines.slice(from);
      return { raw, parsed: raw.map((line) => JSON.parse(line) as LogLine) };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
