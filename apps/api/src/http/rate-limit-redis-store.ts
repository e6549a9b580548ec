import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };

// One hit, atomically: the first hit of a key starts its window (PEXPIRE), later ones count within it.
const countHitScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const namespace = 'shortlist:rate-limit:';

/**
 * A store for @fastify/rate-limit keeping its counts in Redis, as its own RedisStore does, but under one
 * namespace whatever limiter asks (the plugin's store prefixes each limiter's route, empty for ours).
 */
export function redisRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      (redis.eval(countHitScript, 1, `${namespace}${key}`, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Keys already name their limit.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return RedisRateLimitStore;
}
