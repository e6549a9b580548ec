import type { Attendance, EventRegistrationStatus } from '@shortlist/domain/enums';
import type { EventQuestion } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
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
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { users } from './users.ts';

/** Recruitment and coaching events candidates register for and check in to. */
export const events = pgTable(
  'events',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    eventType: text('event_type').notNull(),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    archived: boolean('archived').notNull().default(false),
    /** The questions a registrant answers, in order. */
    questions: jsonb('questions').$type<EventQuestion[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    index('events_organization_start_idx').on(table.organizationId, table.archived, table.startsAt),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    attendance: text('attendance').$type<Attendance>(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** REGISTERED holds a place; WAITLISTED waits, in id order, for one to free up. */
    status: text('status').$type<EventRegistrationStatus>().notNull().default('REGISTERED'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** SHA-256 of the check-in code in the confirmation QR; set when the place is confirmed. */
    checkInTokenHash: text('check_in_token_hash'),
    /** When a waiting registration was given a freed place. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'event_registrations_event_id_fk',
      columns: [table.organizationId, table.eventId],
      foreignColumns: [events.organizationId, events.id],
    }).onDelete('cascade'),
    uniqueIndex('event_registrations_email_key').on(
      table.organizationId,
      table.eventId,
      sql`lower(${table.email})`,
    ),
    index('event_registrations_organization_idx').on(table.organizationId, table.eventId),
    index('event_registrations_waitlist_idx').on(table.organizationId, table.eventId, table.status, table.id),
    uniqueIndex('event_registrations_check_in_key').on(table.organizationId, table.checkInTokenHash),
  ],
);
