import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apiUrl, inboundDomain, inboundSmtpPort, port, publicUrl, repositoryRoot } from './environment.ts';

// The product as `pnpm start` runs it (the API serving the built web apps) on E2E_PORT and a DATA_DIR of
// the caller's: shared by the journeys' global setup and the console bench.

const startTimeoutMs = 120_000;

export interface RunningServer {
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and closes its log. */
  stop(): Promise<void>;
}

export async function assertPortFree(): Promise<void> {
  const probe = createServer();
  probe.listen(port, '127.0.0.1');
  const outcome = await Promise.race([once(probe, 'listening').then(() => 'free'), once(probe, 'error')]);
  probe.close();
  if (outcome !== 'free') throw new Error(`Port ${port} is taken: stop what uses it or set E2E_PORT.`);
}

export function buildWebApps(): void {
  // Run as a turbo task after the apps' build (turbo sets TURBO_HASH), there is nothing to build.
  if (process.env.TURBO_HASH) return;
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
}

async function waitUntilServing(server: ChildProcess, logFile: string): Promise<void> {
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

async function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts `node apps/api/src/server.ts` on DATA_DIR and resolves once it answers; its output goes to logFile. */
export async function startProductServer(options: {
  dataDir: string;
  logFile: string;
  seedCandidates: number;
}): Promise<RunningServer> {
  await mkdir(join(options.logFile, '..'), { recursive: true });
  const log = createWriteStream(options.logFile);
  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_CANDIDATES: String(options.seedCandidates),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      BRAND: '',
      // Replies come back (issue 32): the listener on loopback, a journey's SMTP client answers an email.
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_DOMAIN: inboundDomain,
      INBOUND_SECRET: 'e2e-inbound-secret',
      // Issue 32: POST /__test/clock moves the server's clock forward, so a journey sees a rejection scheduled
      // for the next working morning go without waiting for it. The clock is the whole server's: only the
      // journeys of the 'server-clock' project move it, after every other journey (playwright.config.ts).
      TEST_CLOCK: 'on',
      // The simulated test provider starts, then finishes, a test this long after each step (issue 14). The
      // assessments journey must see INVITED before the first step: on a busy machine that took up to 20 s.
      SIMULATED_ASSESSMENT_DELAY_SECONDS: process.env.SIMULATED_ASSESSMENT_DELAY_SECONDS ?? '45',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const running = {
    async stop() {
      await stopProcess(server);
      log.end();
    },
  };
  try {
    await waitUntilServing(server, options.logFile);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}
