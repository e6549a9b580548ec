import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite, openDatabase } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { outcomeUnknownReason } from '../../src/messaging/delivery-error.ts';
import { messageStatusOf } from '../../src/messaging/status.ts';
import { emailTo, openOutboxDatabase, outboxOf, postgresUrlOf, recordingTransport } from './outbox-world.ts';

// Each message costs a connection and three commits; 75 still put both kills mid-run with sent rows
// before them, claimed rows after them, and rows left for the last process (at 150 it was twice as slow).
const messageCount = 75;
/** The first process is killed once its 25th message's final dot reached the server, before the reply. */
const killAfterDotOf = 25;
/** The second is killed while giving the envelope of the 51st message received, before it could be accepted. */
const killBeforeDotOf = 51;
const leaseMs = 1500;
const deliveringProcess = fileURLToPath(new URL('./delivering-process.ts', import.meta.url));

interface ReceivedMail {
  messageId: string | undefined;
  to: string[];
}

// A real SMTP server on loopback that counts what it accepted, and kills the delivering process on cue.
const received: ReceivedMail[] = [];
let running: ChildProcess | null = null;
let armed: 'after-dot' | 'before-dot' | null = null;
let killedBeforeDotRecipient: string | undefined;

/** SIGKILLs the delivering process and waits until it is gone, so the server answers a dead socket. */
async function killRunning() {
  const child = running;
  armed = null;
  if (!child) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

const server = new SMTPServer({
  authOptional: true,
  disableReverseLookup: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (armed === 'before-dot' && received.length === killBeforeDotOf - 1) {
      killedBeforeDotRecipient = address.address;
      killRunning().then(() => callback());
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    // A message cut off before its final dot ends in an error, and is not received, as on any real server.
    stream.on('error', () => {});
    stream.on('end', () => {
      received.push({
        messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1],
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      });
      if (armed === 'after-dot' && received.length === killAfterDotOf) {
        killRunning().then(() => callback());
        return;
      }
      callback();
    });
  },
});
// The reply to a killed client meets a closed socket; that is the point, not a failure.
server.on('error', () => {});

interface OutboxDatabase {
  /** What the delivering process needs to open the same database. */
  env: Record<string, string>;
  /** The outbox rows, read once no delivering process has the database open. */
  readRows(): Promise<(typeof outbox.$inferSelect)[]>;
  remove(): Promise<void>;
}

/** PostgreSQL: the test database itself. PGlite: a copy of the seeded snapshot in a folder on disk. */
async function prepareDatabase(): Promise<OutboxDatabase> {
  const messages = Array.from({ length: messageCount }, (_, index) =>
    emailTo(`person-${index}@example.test`),
  );
  if (process.env.TEST_DATABASE === 'postgres') {
    const handle = await openOutboxDatabase();
    await outboxOf(handle.db, recordingTransport()).queue(handle.db, messages);
    return {
      env: { OUTBOX_DATABASE_URL: await postgresUrlOf(handle) },
      readRows: () => handle.db.select().from(outbox).orderBy(outbox.id),
      remove: () => handle.close(),
    };
  }
  // One process at a time may open a PGlite folder: the test closes it before any delivering process runs.
  const folder = await mkdtemp(join(tmpdir(), 'shortlist-outbox-crash-'));
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  const client = await createPglite({ dataDir: join(folder, 'pglite'), loadDataDir: snapshot });
  const handle = await openDatabase({ kind: 'pglite', client });
  await handle.db.delete(outbox);
  await outboxOf(handle.db, recordingTransport()).queue(handle.db, messages);
  await handle.close();
  return {
    env: { OUTBOX_PGLITE_DIR: folder },
    async readRows() {
      const reopened = await openDatabase({ kind: 'pglite', dataDir: folder });
      try {
        return await reopened.db.select().from(outbox).orderBy(outbox.id);
      } finally {
        await reopened.close();
      }
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** Runs one delivering process to its end, killed or not; resolves with how it ended. */
function runDeliveringProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [deliveringProcess], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running = child;
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = null;
      resolve({ code, signal });
    });
  });
}

let smtpUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await killRunning();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('delivering processes killed mid-batch (SIGKILL), then a new one that finishes', () => {
  it(`deliver each of ${messageCount} emails exactly once, none twice and none missing`, async () => {
    const database = await prepareDatabase();
    try {
      const env = { ...database.env, OUTBOX_SMTP_URL: smtpUrl, OUTBOX_LEASE_MS: String(leaseMs) };

      armed = 'after-dot';
      expect(await runDeliveringProcess(env)).toEqual({ code: null, signal: 'SIGKILL' });
      expect(received).toHaveLength(killAfterDotOf);
      armed = 'before-dot';
      expect(await runDeliveringProcess(env)).toEqual({ code: null, signal: 'SIGKILL' });
      expect(received).toHaveLength(killBeforeDotOf - 1);
      expect(await runDeliveringProcess(env)).toEqual({ code: 0, signal: null });
      const rows = await database.readRows();
      expect(rows).toHaveLength(messageCount);
      const mailsById = new Map<string, ReceivedMail[]>();
      for (const mail of received) {
        mailsById.set(mail.messageId ?? '', [...(mailsById.get(mail.messageId ?? '') ?? []), mail]);
      }
      // Every stored message reached its recipient exactly once, and nothing else was received.
      expect(received).toHaveLength(messageCount);
      for (const row of rows) {
        expect(mailsById.get(`<outbox-${row.id}@shortlist.test>`)).toEqual([
          { messageId: `<outbox-${row.id}@shortlist.test>`, to: [row.recipient] },
        ]);
      }
      // The message killed after its dot cannot be asked about over SMTP: it is not resent, and says so.
      const inDoubt = rows.find(
        (row) => `<outbox-${row.id}@shortlist.test>` === received[killAfterDotOf - 1]?.messageId,
      );
      expect(inDoubt && messageStatusOf(inDoubt)).toBe('unknown');
      expect(inDoubt?.failureReason).toBe(outcomeUnknownReason);
      expect(rows.filter((row) => messageStatusOf(row) === 'sent')).toHaveLength(messageCount - 1);
      // The one killed before its dot had reached nobody, so it was simply tried again.
      const cutOff = rows.find((row) => row.recipient === killedBeforeDotRecipient);
      expect(cutOff?.sentAt).toEqual(expect.any(Date));
      expect(cutOff?.attempts).toBeGreaterThan(1);
    } finally {
      await database.remove();
    }
    // Three node processes start and 75 messages go over SMTP (about 15 s quiet; past 240 s at a load average
    // of 25); the timeout only catches a hang.
  }, 600_000);
});
