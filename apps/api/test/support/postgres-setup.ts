import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection.ts';
import { seedDemoData } from '../../src/db/seed/seed-demo.ts';
import { testSeedCandidates } from './engine.ts';
import { hashSeededPasswordsForTests } from './test-passwords.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * Migrates and seeds one database on the DATABASE_URL server; every test file then starts from a copy of it
 * (CREATE DATABASE ... TEMPLATE), as the PGlite files start from a snapshot.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for the postgres test project');
  const name = `shortlist_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  await seedDemoData(handle.db, { candidates: testSeedCandidates });
  await hashSeededPasswordsForTests(handle.db);
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
