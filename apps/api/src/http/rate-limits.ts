import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import type { Settings } from '../settings.ts';
import { tooManyAttempts } from '../shared/failures.ts';
import { redisRateLimitStore } from './rate-limit-redis-store.ts';
import type { RateLimitRule } from './rate-limit-rules.ts';
import { rateLimitRulesOf } from './rate-limit-rules.ts';
import type { RateLimitName } from './rate-limit-settings.ts';
import { rateLimitOf } from './rate-limit-settings.ts';
import { databaseRateLimitStore, pruneRateLimitHits } from './rate-limit-store.ts';

const pruneIntervalMs = 5 * 60_000;

/**
 * A limit's key: its name and a hash of the address or target, so the counters hold no address or email.
 * An IPv6 address counts by its /64, as one household or office has the whole block.
 */
export function rateLimitKey(limit: RateLimitName, value: string): string {
  return `${limit}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

function keyOf(rule: RateLimitRule, request: FastifyRequest): string | undefined {
  const value = rule.target ? rule.target(request) : normalizeIP(request.ip);
  return value === undefined ? undefined : rateLimitKey(rule.limit, value);
}

const waitInWords = (seconds: number) => (seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Limits every /oauth and /api/public route per caller's address and per target (an email, an event) with
 * @fastify/rate-limit, counted in Redis when REDIS_URL is set, else in the database, so every instance of the
 * API shares the counts. Over a limit the reply is 429 with Retry-After, in the API's error shape.
 * A store that fails lets the request through (logged): an outage of the counters is not one of the product.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  settings: Pick<Settings, 'redisUrl' | 'rateLimits'>,
): Promise<void> {
  if (settings.redisUrl) {
    const redis = new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    await app.register(rateLimit, { global: false, store: redisRateLimitStore(redis) });
  } else {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
    // Ended windows are deleted now and then; a key seen again starts a new window whatever is left.
    const pruneTimer = setInterval(() => {
      pruneRateLimitHits(db).catch((error: unknown) =>
        app.log.error({ err: error }, 'rate-limit prune failed'),
      );
    }, pruneIntervalMs);
    pruneTimer.unref();
    app.addHook('onClose', async () => clearInterval(pruneTimer));
  }

  app.addHook('onRoute', (route) => {
    const method = [route.method].flat()[0] ?? '';
    const rules = rateLimitRulesOf(method, route.url);
    if (rules.length === 0) return;
    const enforce = (subset: RateLimitRule[]) => limitsHook(app, settings.rateLimits, subset);
    // The address is counted as the request arrives, before its body is read; targets once it is parsed.
    const byAddress = rules.filter((rule) => !rule.target);
    const byTarget = rules.filter((rule) => rule.target);
    if (byAddress.length) route.onRequest = [...[route.onRequest ?? []].flat(), enforce(byAddress)];
    if (byTarget.length) route.preHandler = [...[route.preHandler ?? []].flat(), enforce(byTarget)];
  });
}

/** A hook counting the request against each rule; over any of them it answers 429 with Retry-After. */
function limitsHook(
  app: FastifyInstance,
  overrides: Settings['rateLimits'],
  rules: RateLimitRule[],
): onRequestAsyncHookHandler {
  const limiters = rules.map((rule) => {
    const { max, windowMs } = rateLimitOf(overrides, rule.limit);
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => keyOf(rule, request) ?? '',
    });
    return { rule, check };
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let retryAfterSeconds = 0;
    for (const { rule, check } of limiters) {
      if (keyOf(rule, request) === undefined) continue;
      const counted = await check(request).catch((error: unknown) => {
        request.log.error({ err: error, limit: rule.limit }, 'rate-limit store failed');
        return undefined;
      });
      if (!counted || counted.isAllowed) continue;
      if (counted.isExceeded) retryAfterSeconds = Math.max(retryAfterSeconds, counted.ttlInSeconds, 1);
      // The headers tell the tightest of the request's limits.
      const shown = reply.getHeader('x-ratelimit-remaining');
      if (shown === undefined || counted.remaining < Number(shown)) {
        reply.header('x-ratelimit-limit', counted.max);
        reply.header('x-ratelimit-remaining', counted.remaining);
      }
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', retryAfterSeconds);
      throw tooManyAttempts(
        `Too many requests. Please wait ${waitInWords(retryAfterSeconds)} and try again.`,
      );
    }
  };
}
