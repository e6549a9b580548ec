import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { rateLimitHits } from '../db/schema/index.ts';

type Counted = { current: number; ttl: number };

/**
 * One hit on a key, atomically: a new window starts when the key has none or its window has ended, else the
 * count goes up. The database's clock decides windows, so every instance of the API agrees on them.
 */
async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute(sql`
    insert into ${rateLimitHits} as hit (key, hits, resets_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}::double precision))
    on conflict (key) do update set
      hits = case when hit.resets_at <= clock_timestamp() then 1 else hit.hits + 1 end,
      resets_at = case when hit.resets_at <= clock_timestamp() then excluded.resets_at else hit.resets_at end
    returning hits, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000)::integer as ttl`);
  const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) };
}

/** Deletes the counts whose window has ended; what it leaves is what limits still count. */
export async function pruneRateLimitHits(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`clock_timestamp()`));
}

/** A store for @fastify/rate-limit keeping its counts in the database (rate_limit_hits). */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Keys already name their limit, so every route shares one table.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
