import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per rate-limit key (a limit's name and a hash of the address or target) in its current
 * window; every instance of the API counts here unless REDIS_URL is set. Rows past `resets_at` are pruned.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
