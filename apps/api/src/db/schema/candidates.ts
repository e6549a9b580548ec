import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** A candidate's own profile (§3 Candidate profile), kept once per person whatever they apply to. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** The contextual flags that are on (@shortlist/domain/contextual), kept in step with every profile write. */
    contextualFlags: text('contextual_flags').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [index('candidate_profiles_contextual_flags_idx').using('gin', table.contextualFlags)],
);
