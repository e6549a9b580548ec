import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { interviewInvitations } from './scheduling.ts';
import { users } from './users.ts';

/**
 * An interviewer's calendar (issue 34): an organisation user's, or an outside assessor's by email. The
 * credentials (a CalDAV password, OAuth tokens) are AES-256-GCM ciphertext (calendars/credential-cipher.ts).
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    /** The interviewer, lower case: whose busy times are read and whose calendar the interview is written to. */
    email: text('email').notNull(),
    /** Set when the interviewer is a user of the organisation. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** caldav | google | microsoft */
    provider: text('provider').notNull(),
    /** The CalDAV calendar collection's URL, or the provider API's base URL (a stand-in's in tests). */
    endpoint: text('endpoint').notNull(),
    /** The CalDAV user name, or the Google calendar id; not a secret. */
    account: text('account').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the credentials' JSON. */
    credentials: text('credentials').notNull(),
    /** connected | failing | revoked */
    status: text('status').notNull().default('connected'),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('calendar_connections_email_key').on(table.organizationId, table.email),
  ],
);

/** An interview written to a connected calendar: a move updates this event, a cancellation removes it. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    organizationId: organizationId(),
    invitationId: integer('invitation_id').notNull(),
    connectionId: integer('connection_id').notNull(),
    /** The booking's calendar UID the event carries; a new booking after a cancellation is a new event. */
    uid: text('uid').notNull(),
    /** The provider's id of the event (the CalDAV resource's URL, Google's or Graph's event id). */
    externalId: text('external_id').notNull(),
    etag: text('etag'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.invitationId, table.connectionId] }),
    foreignKey({
      name: 'calendar_events_connection_fk',
      columns: [table.organizationId, table.connectionId],
      foreignColumns: [calendarConnections.organizationId, calendarConnections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'calendar_events_invitation_fk',
      columns: [table.organizationId, table.invitationId],
      foreignColumns: [interviewInvitations.organizationId, interviewInvitations.id],
    }).onDelete('cascade'),
  ],
);

/** Invitations whose calendar events are due a sync, queued in the booking's transaction, worked after it. */
export const calendarSyncQueue = pgTable(
  'calendar_sync_queue',
  {
    organizationId: organizationId(),
    invitationId: integer('invitation_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.invitationId] }),
    index('calendar_sync_queue_queued_idx').on(table.queuedAt),
  ],
);
