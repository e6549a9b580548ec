import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** A candidate's own profile (§3 Candidate profile), kept once per person whatever they apply to. */
export const candidateProfiles = pgTable('candidate_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});
