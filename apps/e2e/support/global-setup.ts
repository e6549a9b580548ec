import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, port, publicUrl, repositoryRoot } from './environment.ts';

// Runs the product as `pnpm start` does, on a temporary DATA_DIR: build the web apps, then start the API,
// which migrates, seeds and serves the built apps. Returns the teardown that stops it and deletes the data.

const startTimeoutMs = 120_000;
const logFile = join(repositoryRoot, 'apps/e2e/test-results/server.log');

async function assertPortFree(): Promise<void> {
  const probe = createServer();
  probe.listen(port, '127.0.0.1');
  const outcome = await Promise.race([once(probe, 'listening').then(() => 'free'), once(probe, 'error')]);
  probe.close();
  if (outcome !== 'free') throw new Error(`Port ${port} is taken: stop what uses it or set E2E_PORT.`);
}

function buildWebApps(): void {
  // `pnpm e2e` runs this as a turbo task after the apps' build (turbo sets TURBO_HASH); run alone, build here.
  if (process.env.TURBO_HASH) return;
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
}

async function waitUntilServing(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with ${server.exitCode}; see ${logFile}.`);
    try {
      const reply = await fetch(`${apiUrl}/api/public/version`);
      if (reply.ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds the database.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer /api/public/version within ${startTimeoutMs / 1000} s; see ${logFile}.`,
  );
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortFree();
  buildWebApps();
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-'));
  await mkdir(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_CANDIDATES: '60',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      BRAND: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const teardown = async () => {
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(server);
  } catch (error) {
    await teardown();
    throw error;
  }
  // Workers start after global setup and inherit this, so each can read the outbox.
  process.env.E2E_DATA_DIR = dataDir;
  return teardown;
}
