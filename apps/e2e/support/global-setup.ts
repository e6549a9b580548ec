import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './environment.ts';
import type { RunningServer } from './product-server.ts';
import { assertPortFree, buildWebApps, startProductServer } from './product-server.ts';

// Runs the product as `pnpm start` does, on a temporary DATA_DIR: build the web apps, then start the API,
// which migrates, seeds and serves the built apps. Returns the teardown that stops it and deletes the data.

const logFile = join(repositoryRoot, 'apps/e2e/test-results/server.log');

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortFree();
  buildWebApps();
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-'));
  let server: RunningServer;
  try {
    server = await startProductServer({ dataDir, logFile, seedCandidates: 60 });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Workers start after global setup and inherit this, so each can read the outbox.
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
