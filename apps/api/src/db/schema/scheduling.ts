import { sql } from 'drizzle-orm';
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
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';

/** An interview schedule built with the five-step wizard (§2): role and stage, slot length, availability. */
export const interviewSchedules = pgTable(
  'interview_schedules',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roleId: integer('role_id'),
    stageId: integer('stage_id').notNull(),
    // SCHEDULER: candidates pick a slot; SCHEDULED: HR books it for them.
    type: text('type').$type<'SCHEDULER' | 'SCHEDULED'>().notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    deadlineDays: integer('deadline_days').notNull().default(7),
    /** Set when a manager closes the schedule: no more bookings, and its links answer closed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Issue 34: the panel pool (organisation users or outside assessors) slots are staffed from. */
    interviewerEmails: text('interviewer_emails').array().notNull().default(sql`'{}'::text[]`),
    /** Issue 34: most interviews one pool member sits per day on the organisation's clock; null for none. */
    dailyMaximum: integer('daily_maximum'),
    createdByUserId: integer('created_by_user_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'interview_schedules_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    index('interview_schedules_organization_idx').on(table.organizationId, table.roleId, table.stageId),
  ],
);

/** A bookable slot inside an availability window (§3 Schedule slot); one candidate per slot. */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    scheduleId: integer('schedule_id').notNull(),
    parentStartAt: timestamp('parent_start_at', { withTimezone: true }).notNull(),
    parentEndAt: timestamp('parent_end_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    numberOfInterviewers: integer('number_of_interviewers').notNull().default(1),
    /** Who interviews in the slot; each receives the booking's calendar invitations. */
    interviewerEmails: text('interviewer_emails').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'schedule_slots_schedule_id_fk',
      columns: [table.organizationId, table.scheduleId],
      foreignColumns: [interviewSchedules.organizationId, interviewSchedules.id],
    }).onDelete('cascade'),
    index('schedule_slots_schedule_idx').on(table.organizationId, table.scheduleId, table.startAt),
  ],
);

/** An invitation to book a slot, reached by a token link; the unique slot index makes booking atomic. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    scheduleId: integer('schedule_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    bookedSlotId: integer('booked_slot_id'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** A cancelled invitation's link answers closed; its booking is released. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The calendar UID of the current booking: kept across moves, new after a cancellation. */
    bookingUid: text('booking_uid'),
    /** The iCalendar SEQUENCE of the booking's last invitation: 0 when booked, + 1 per move or cancel. */
    bookingSequence: integer('booking_sequence').notNull().default(0),
    /** The automatic reminders, each sent once: set in the transaction that queues the message. */
    deadlineRemindedAt: timestamp('deadline_reminded_at', { withTimezone: true }),
    interviewRemindedAt: timestamp('interview_reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'interview_invitations_schedule_id_fk',
      columns: [table.organizationId, table.scheduleId],
      foreignColumns: [interviewSchedules.organizationId, interviewSchedules.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'interview_invitations_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'interview_invitations_booked_slot_id_fk',
      columns: [table.organizationId, table.bookedSlotId],
      foreignColumns: [scheduleSlots.organizationId, scheduleSlots.id],
    }).onDelete('set null'),
    // The token leads: a candidate's interview link is looked up by it alone.
    uniqueIndex('interview_invitations_token_key').on(table.tokenHash, table.organizationId),
    // Two candidates racing for one slot: the database lets exactly one win.
    uniqueIndex('interview_invitations_slot_key')
      .on(table.organizationId, table.bookedSlotId)
      .where(sql`${table.bookedSlotId} is not null`),
    index('interview_invitations_candidate_idx').on(table.organizationId, table.candidateId),
    // The reminder job reads only what is still to remind: open, unbooked invitations by deadline...
    index('interview_invitations_deadline_reminder_idx')
      .on(table.deadlineAt)
      .where(
        sql`${table.deadlineRemindedAt} is null and ${table.bookedSlotId} is null and ${table.cancelledAt} is null`,
      ),
    // ...and bookings not yet reminded, joined to their slot's start.
    index('interview_invitations_interview_reminder_idx')
      .on(table.organizationId, table.bookedSlotId)
      .where(sql`${table.interviewRemindedAt} is null and ${table.bookedSlotId} is not null`),
  ],
);

/**
 * More links to one invitation: a message sent without the candidate's original link at hand (a reminder,
 * a manager's move or cancellation) carries a fresh one, and the earlier links keep working.
 */
export const interviewInvitationLinks = pgTable(
  'interview_invitation_links',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    invitationId: integer('invitation_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'interview_invitation_links_invitation_id_fk',
      columns: [table.organizationId, table.invitationId],
      foreignColumns: [interviewInvitations.organizationId, interviewInvitations.id],
    }).onDelete('cascade'),
    // Like the invitation's own token: looked up by the token alone, unique with the organisation (Citus).
    uniqueIndex('interview_invitation_links_token_key').on(table.tokenHash, table.organizationId),
  ],
);

export type ScheduleType = 'SCHEDULER' | 'SCHEDULED';
