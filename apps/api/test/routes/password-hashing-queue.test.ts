import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashingMessages } from '../../src/accounts/passwords.ts';
import { loginFailures } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { fetchTokenForm, listenOnLoopback, passwordGrant, startTestApp } from '../support/test-app.ts';

// Issue 31, item 3: a flood of sign-ins cannot fill the thread pool file reads share. Hashing runs through a
// bounded queue (here one at a time with two waiting) and the rest are refused at once with 503 and Retry-After.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const badSignIn = (index: number) => passwordGrant(`flood${index}@example.com`, `Wrong#${index}pass`);

describe('password hashing under a flood of sign-ins', () => {
  it('refuses what the queue cannot hold with 503 and Retry-After, while other routes answer', async () => {
    const flood = Promise.all(
      Array.from({ length: 24 }, (_, index) => fetchTokenForm(baseUrl, badSignIn(index))),
    );
    // Asked while the flood is in flight: the version route does not wait behind it.
    const version = await fetch(`${baseUrl}/api/public/version`);
    const responses = await flood;
    expect(version.status).toBe(200);

    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 400 || status === 503)).toBe(true);
    const refused = responses.filter((response) => response.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    // At most one running and two waiting at any moment; the rest never reached a hash.
    expect(statuses.filter((status) => status === 400).length).toBeLessThan(24);
    const [first] = refused;
    expect(first?.headers.get('retry-after')).toBe('1');
    expect(await first?.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: passwordHashingMessages.busy,
    });
    // A refused sign-in checked nothing, so it is not kept as a failure against the account.
    const [kept] = await t.db
      .select({ total: count() })
      .from(loginFailures)
      .where(like(loginFailures.subject, 'pair:flood%'));
    expect(kept?.total).toBe(statuses.filter((status) => status === 400).length);
  });
});
