import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../../src/db/connection.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { testSeedCandidates } from './engine.ts';
import { hashSeededPasswordsForTests } from './test-passwords.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/** Migrates and seeds PGlite once; every test file then starts from a copy of that snapshot. */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'shortlist-api-test-'));
  const client = await createPglite();
  const handle = await openDatabase({ kind: 'pglite', client });
  await handle.migrate();
  await seedDemoData(handle.db, { candidates: testSeedCandidates });
  await hashSeededPasswordsForTests(handle.db);
  const snapshot = await client.dumpDataDir('none');
  const path = join(folder, 'seeded.tar');
  await writeFile(path, Buffer.from(await snapshot.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', path);
  return () => rm(folder, { recursive: true, force: true });
}
