import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';
import { createFingerprintReader, differencesOf } from './database-fingerprint.ts';

// The fuzzer trusts the fingerprint to notice a change made by a refused request; this checks it would.

let t: TestApp;
let readFingerprint: () => Promise<Record<string, unknown>>;

beforeAll(async () => {
  t = await startTestApp();
  readFingerprint = await createFingerprintReader(t.db);
});
afterAll(() => t.close());

describe('the database fingerprint', () => {
  it('stays the same when nothing is written', async () => {
    expect(differencesOf(await readFingerprint(), await readFingerprint())).toEqual({});
  });

  it('changes when a row is updated', async () => {
    const before = await readFingerprint();
    await t.db
      .update(users)
      .set({ firstName: 'Changed', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(users.email, 'hm@hartwell.test'));
    expect(Object.keys(differencesOf(before, await readFingerprint()))).toEqual(['users.updated']);
  });

  it('changes when a row is deleted', async () => {
    const before = await readFingerprint();
    await t.db.execute(sql`delete from translations where ctid in (select ctid from translations limit 1)`);
    expect(Object.keys(differencesOf(before, await readFingerprint()))).toEqual(['translations.rows']);
  });

  it('leaves out failed sign-ins, which a refused sign-in records by design', async () => {
    const before = await readFingerprint();
    await t.db.insert(loginFailures).values({ subject: 'nobody@example.com' });
    expect(differencesOf(before, await readFingerprint())).toEqual({});
  });
});
