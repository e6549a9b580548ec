import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitUntilIdle } from './idle.ts';

export type Engine = 'pglite' | 'postgres';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's error log lines (kinds and codes only, never data: see http/logger-options.ts). */
  failures: string[];
  waitUntilIdle(): Promise<void>;
  stop(): Promise<void>;
}

const apiDir = fileURLToPath(new URL('../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port to listen on');
  return address.port;
}

// Like scripts/bench.ts: a database of its own on the PostgreSQL server, dropped afterwards.
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shortlist_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    const answered = await fetch(`${baseUrl}/api/public/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within 3 minutes:\n${log()}`);
}

/** Starts `node src/server.ts` as production would, on a port and DATA_DIR of its own, migrated and seeded. */
export async function startServer(
  engine: Engine,
  options: { seedCandidates: number; postgresUrl: string | undefined },
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-load-'));
  const database = engine === 'postgres' ? await createDatabase(options.postgresUrl ?? '') : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: apiDir,
      DATABASE_URL: database?.url ?? '',
      SEED_CANDIDATES: String(options.seedCandidates),
      PUBLIC_URL: '',
      SMTP_URL: '',
      SMS_URL: '',
      // The sign-in flood comes from many addresses through X-Forwarded-For, believed from loopback only.
      TRUST_PROXY: '127.0.0.1',
    },
    // The request log is written as in production; only its error lines are kept.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const failures: string[] = [];
  createInterface({ input: child.stdout as Readable }).on('line', (line) => {
    if (/"level":(50|60)/.test(line) && failures.length < 50) failures.push(line);
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(baseUrl, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, failures, waitUntilIdle: () => waitUntilIdle(child.pid ?? 0), stop };
}
