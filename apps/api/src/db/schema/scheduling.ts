import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizations } from './organizations.ts';
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';

const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** An interview schedule built with the five-step wizard (§2): role and stage, slot length, availability. */
export const interviewSchedules = pgTable(
  'interview_schedules',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull(),
    // SCHEDULER: candidates pick a slot; SCHEDULED: HR books it for them.
    type: text('type').$type<'SCHEDULER' | 'SCHEDULED'>().notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    deadlineDays: integer('deadline_days').notNull().default(7),
    createdByUserId: integer('created_by_user_id'),
    ...timestamps,
  },
  (table) => [
    index('interview_schedules_organization_idx').on(table.organizationId, table.roleId, table.stageId),
  ],
);

/** A bookable slot inside an availability window (§3 Schedule slot); one candidate per slot. */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => interviewSchedules.id, { onDelete: 'cascade' }),
    parentStartAt: timestamp('parent_start_at', { withTimezone: true }).notNull(),
    parentEndAt: timestamp('parent_end_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    numberOfInterviewers: integer('number_of_interviewers').notNull().default(1),
  },
  (table) => [index('schedule_slots_schedule_idx').on(table.organizationId, table.scheduleId, table.startAt)],
);

/** An invitation to book a slot, reached by a token link; the unique slot index makes booking atomic. */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: organizationId(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => interviewSchedules.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    bookedSlotId: integer('booked_slot_id').references(() => scheduleSlots.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('interview_invitations_token_key').on(table.tokenHash),
    // Two candidates racing for one slot: the database lets exactly one win.
    uniqueIndex('interview_invitations_slot_key')
      .on(table.bookedSlotId)
      .where(sql`${table.bookedSlotId} is not null`),
    index('interview_invitations_candidate_idx').on(table.organizationId, table.candidateId),
  ],
);

export type ScheduleType = 'SCHEDULER' | 'SCHEDULED';
