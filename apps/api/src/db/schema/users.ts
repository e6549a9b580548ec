import type { CandidateStatus, ContactChannel, UserType } from '@shortlist/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').$type<UserType>().notNull(),
    /** What the person signs in with; changed only by the person, confirmed from the new address. */
    email: text('email').notNull(),
    /** Where messages about applications go when a manager corrected it; null means the sign-in email. */
    contactEmail: text('contact_email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    preferredName: text('preferred_name'),
    anonymised: boolean('anonymised').notNull().default(false),
    anonymousEmail: text('anonymous_email'),
    externalCandidateId: text('external_candidate_id'),
    candidateStatus: text('candidate_status').$type<CandidateStatus>(),
    // Managers belong to one organisation; ADMIN and candidates to none.
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    otpRequired: boolean('otp_required').notNull().default(false),
    rareContact: boolean('rare_contact').notNull().default(false),
    /** Set when a manager admin deactivates a colleague: the account can no longer sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    contactChannels: jsonb('contact_channels').$type<ContactChannel[]>().notNull().default(['EMAIL']),
    mobile: text('mobile'),
    avatar: text('avatar'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    // An email's sender step finds the candidate it goes to by either address (issue 32).
    index('users_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    index('users_organization_idx').on(table.organizationId, table.userType),
  ],
);
