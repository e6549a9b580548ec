import type { ReportQuery } from '@shortlist/domain/schemas';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizationId } from './organizations.ts';
import { users } from './users.ts';

/**
 * A read-only link to one report with its filters fixed, shared by a manager admin (issue 15): opened by
 * its token (only the hash is kept) until it expires or is revoked.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    kind: text('kind').notNull(),
    query: jsonb('query').$type<ReportQuery>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    // Looked up by the token alone; unique with the organisation (Citus distribution key).
    uniqueIndex('report_shares_token_key').on(table.tokenHash, table.organizationId),
    index('report_shares_created_idx').on(table.organizationId, table.createdAt),
  ],
);
