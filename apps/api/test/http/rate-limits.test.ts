import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rateLimitHits } from '../../src/db/schema/index.ts';
import { pruneRateLimitHits } from '../../src/http/rate-limit-store.ts';
import { rateLimitKey } from '../../src/http/rate-limits.ts';
import { readSettings } from '../../src/settings.ts';
import type { TestApp } from '../support/test-app.ts';
import { clientAuthorization, startTestApp } from '../support/test-app.ts';

// The limits are the defaults of src/http/rate-limit-settings.ts unless a test says otherwise. Every test
// calls from addresses and for emails of its own, so the counts of one test (or an earlier run, in Redis)
// never meet another's.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const randomEmail = () => `limits-${randomBytes(6).toString('hex')}@example.com`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fromAddress = (app: FastifyInstance, remoteAddress: string, options: InjectOptions) =>
  app.inject({
    ...options,
    remoteAddress,
    headers: { authorization: clientAuthorization, ...options.headers },
  });

/** A token look-up: cheap, answers 404 for a made-up token, and counts against `link.address` (300 in 10 min). */
const lookUpToken = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  fromAddress(app, remoteAddress, { method: 'GET', url: '/api/public/usertoken?token=made-up', headers });

const forgot = (app: FastifyInstance, remoteAddress: string, email: string) =>
  fromAddress(app, remoteAddress, { method: 'POST', url: '/api/public/forgot', payload: { email } });

async function sendInTurn(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await send(index)).statusCode);
  return statuses;
}

function expectTooMany(response: LightMyRequestResponse | Response, body: unknown, windowSeconds: number) {
  const fetched = response instanceof Response;
  expect(fetched ? response.status : response.statusCode).toBe(429);
  const retryAfter = Number(fetched ? response.headers.get('retry-after') : response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(body).toEqual({
    error: expect.any(String),
    error_description: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
  });
}

describe('rate limits of the public and sign-in endpoints', () => {
  it('counts every /oauth and /api/public route of the route table against a limit', async () => {
    const routes = t.app.apiRoutes.filter(({ url }) => /^\/(oauth|api\/public)\//.test(url));
    expect(routes.length).toBeGreaterThan(40);
    const unlimited: string[] = [];
    for (const { method, url } of routes) {
      const response = await fromAddress(t.app, randomAddress(), {
        method: method as InjectOptions['method'],
        url: url.replace(/:\w+/g, '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      if (response.headers['x-ratelimit-limit'] === undefined) unlimited.push(`${method} ${url}`);
    }
    expect(unlimited).toEqual([]);
  });

  it('answers 429 with Retry-After in the error shape once an address passes its limit; other addresses go on', async () => {
    const address = randomAddress();
    const statuses = await sendInTurn(300, () => lookUpToken(t.app, address));
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await lookUpToken(t.app, address);
    expectTooMany(refused, refused.json(), 600);
    expect((await lookUpToken(t.app, randomAddress())).statusCode).toBe(404);
  });

  it('counts a HEAD of a token link as its GET', async () => {
    const address = randomAddress();
    const statuses = await sendInTurn(300, () =>
      fromAddress(t.app, address, { method: 'HEAD', url: '/api/public/usertoken?token=made-up' }),
    );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await lookUpToken(t.app, address)).statusCode).toBe(429);
  });

  it('limits the emails one address can be sent, whoever asks for them', async () => {
    const email = randomEmail();
    const statuses = await sendInTurn(10, () => forgot(t.app, randomAddress(), email));
    expect(statuses).toEqual(Array(10).fill(204));
    const refused = await forgot(t.app, randomAddress(), email);
    expectTooMany(refused, refused.json(), 3600);
    expect((await forgot(t.app, randomAddress(), randomEmail())).statusCode).toBe(204);
  });

  it('limits the checks of an emailed code per email, from any address', async () => {
    const email = randomEmail();
    const check = () =>
      fromAddress(t.app, randomAddress(), {
        method: 'GET',
        url: `/api/public/organization/hartwell/checkOtp/${email}/000000`,
      });
    const statuses = await sendInTurn(10, check);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const refused = await check();
    expectTooMany(refused, refused.json(), 900);
  });
});

describe('the address the limits count (TRUST_PROXY)', () => {
  it('without TRUST_PROXY, a rotated X-Forwarded-For does not change the address counted', async () => {
    const address = randomAddress();
    const forwarded = () => ({ 'x-forwarded-for': randomAddress() });
    const statuses = await sendInTurn(300, () => lookUpToken(t.app, address, forwarded()));
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect((await lookUpToken(t.app, address, forwarded())).statusCode).toBe(429);
  });

  it('with TRUST_PROXY naming the proxy, the address it forwards is the one counted', async () => {
    const proxy = randomAddress();
    const behindProxy = await startTestApp({ TRUST_PROXY: proxy });
    try {
      const [client, other] = [randomAddress(), randomAddress()];
      const statuses = await sendInTurn(300, () =>
        lookUpToken(behindProxy.app, proxy, { 'x-forwarded-for': client }),
      );
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect((await lookUpToken(behindProxy.app, proxy, { 'x-forwarded-for': other })).statusCode).toBe(404);
      expect((await lookUpToken(behindProxy.app, proxy, { 'x-forwarded-for': client })).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

/** An instance of the API on the test's database, listening on loopback, behind a "proxy" of 127.0.0.1. */
async function startInstance(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-api-limits-'));
  const app = await buildApp({
    db: t.db,
    settings: readSettings({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', ...env }),
    transport: { deliver: async () => {} },
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return {
    url,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each<{ store: string; env: Record<string, string> }>([
  { store: 'the database', env: {} },
  { store: 'Redis', env: { REDIS_URL: redisUrl } },
])('counts kept in $store', ({ env }) => {
  it('are shared by two instances: of 30 reset requests sent at once for one email, 10 pass', async () => {
    const instances = [await startInstance(env), await startInstance(env)];
    try {
      const email = randomEmail();
      const replies = await Promise.all(
        Array.from({ length: 30 }, async (_, index) => {
          const response = await fetch(`${instances[index % 2]?.url}/api/public/forgot`, {
            method: 'POST',
            headers: {
              authorization: clientAuthorization,
              'content-type': 'application/json',
              'x-forwarded-for': randomAddress(),
            },
            body: JSON.stringify({ email }),
          });
          return { response, body: response.status === 204 ? null : await response.json() };
        }),
      );
      const statuses = replies.map(({ response }) => response.status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      for (const { response, body } of replies.filter((reply) => reply.response.status === 429)) {
        expectTooMany(response, body, 3600);
      }
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});

describe('windows in the database', () => {
  it('end after their time, and ended ones are pruned', async () => {
    const short = await startTestApp({ RATE_LIMITS: 'email.recipient=1/1h' });
    try {
      const email = randomEmail();
      const key = rateLimitKey('email.recipient', email);
      // The window is moved into the past on the database's clock, not waited for.
      const endWindow = () =>
        short.db
          .update(rateLimitHits)
          .set({ resetsAt: sql`clock_timestamp() - interval '1 second'` })
          .where(eq(rateLimitHits.key, key));
      expect((await forgot(short.app, randomAddress(), email)).statusCode).toBe(204);
      expect((await forgot(short.app, randomAddress(), email)).statusCode).toBe(429);
      await endWindow();
      expect((await forgot(short.app, randomAddress(), email)).statusCode).toBe(204);
      expect(await short.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).toHaveLength(1);
      await endWindow();
      await pruneRateLimitHits(short.db);
      expect(await short.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, key))).toEqual([]);
    } finally {
      await short.close();
    }
  });
});
