import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { users } from './users.ts';

/**
 * Issue 34: the organisation's default meeting hours, the wall-clock hours its interviews may be booked in.
 * Without a row, any time may be booked.
 */
export const organizationMeetingHours = pgTable('organization_meeting_hours', {
  organizationId: organizationId().primaryKey(),
  hours: jsonb('hours').$type<MeetingHours>().notNull(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Issue 34: an interviewer's own meeting hours, keyed by email (a user of the organisation or an outside
 * assessor); without a row, the organisation's apply.
 */
export const interviewerMeetingHours = pgTable(
  'interviewer_meeting_hours',
  {
    organizationId: organizationId(),
    /** Lower-cased, as the domain's email rule gives it. */
    email: text('email').notNull(),
    hours: jsonb('hours').$type<MeetingHours>().notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.email] })],
);
