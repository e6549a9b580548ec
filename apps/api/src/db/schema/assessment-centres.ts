import type { ExerciseKind } from '@shortlist/domain/assessment';
import { sql } from 'drizzle-orm';
import {
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
import { interviewKits } from './assessment.ts';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

// Issue 33, assessment centres: a day of exercises for a role's candidates at a stage, its assessors, and the
// rota that places each candidate in each exercise once. Each exercise's id is what scorecards.exercise_id
// names, so the wash-up reads a centre's scores per exercise.

/** A room of the day, numbered within its centre. */
export interface CentreRoom {
  id: number;
  name: string;
}

export const assessmentCentres = pgTable(
  'assessment_centres',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roleId: integer('role_id').notNull(),
    stageId: integer('stage_id').notNull(),
    name: text('name').notNull(),
    /** The day, as the organisation's calendar reads it (YYYY-MM-DD), and its first round's local time (HH:MM). */
    day: text('day').notNull(),
    startTime: text('start_time').notNull(),
    roundMinutes: integer('round_minutes').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    location: text('location').notNull().default(''),
    rooms: jsonb('rooms').$type<CentreRoom[]>().notNull().default([]),
    /** When the rota now stored was generated; null before the first. */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The last publishing: who sent the schedules and when. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: integer('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'assessment_centres_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    index('assessment_centres_role_idx').on(table.organizationId, table.roleId),
  ],
);

export const assessmentCentreExercises = pgTable(
  'assessment_centre_exercises',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    centreId: integer('centre_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<ExerciseKind>().notNull(),
    name: text('name').notNull(),
    kitId: integer('kit_id'),
    minutes: integer('minutes').notNull(),
    candidatesPerSession: integer('candidates_per_session').notNull(),
    assessorsPerSession: integer('assessors_per_session').notNull(),
    /** The centre's rooms it may use; empty when it runs by video link. */
    roomIds: integer('room_ids').array().notNull().default(sql`'{}'::integer[]`),
    videoLink: text('video_link'),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'assessment_centre_exercises_centre_id_fk',
      columns: [table.organizationId, table.centreId],
      foreignColumns: [assessmentCentres.organizationId, assessmentCentres.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'assessment_centre_exercises_kit_id_fk',
      columns: [table.organizationId, table.kitId],
      foreignColumns: [interviewKits.organizationId, interviewKits.id],
    }),
    index('assessment_centre_exercises_centre_idx').on(table.organizationId, table.centreId),
  ],
);

/** A candidate attending the day: one of the role's applications at the centre's stage. */
export const assessmentCentreCandidates = pgTable(
  'assessment_centre_candidates',
  {
    organizationId: organizationId(),
    centreId: integer('centre_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.centreId, table.candidateId] }),
    foreignKey({
      name: 'assessment_centre_candidates_centre_id_fk',
      columns: [table.organizationId, table.centreId],
      foreignColumns: [assessmentCentres.organizationId, assessmentCentres.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'assessment_centre_candidates_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
  ],
);

/** An assessor of the day: a user of the organisation or an outside assessor by email, with their conflicts. */
export const assessmentCentreAssessors = pgTable(
  'assessment_centre_assessors',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    centreId: integer('centre_id').notNull(),
    /** 'user:<id>' or 'email:<lower-case address>', as scorecards name assessors. */
    assessorKey: text('assessor_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The exercises they may assess; null for any. */
    exerciseIds: integer('exercise_ids').array(),
    /** Candidates they must never assess (they referred them, know them). */
    conflictCandidateIds: integer('conflict_candidate_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'assessment_centre_assessors_centre_id_fk',
      columns: [table.organizationId, table.centreId],
      foreignColumns: [assessmentCentres.organizationId, assessmentCentres.id],
    }).onDelete('cascade'),
    uniqueIndex('assessment_centre_assessors_key').on(
      table.organizationId,
      table.centreId,
      table.assessorKey,
    ),
  ],
);

/** One sitting of an exercise in the stored rota. */
export const assessmentCentreSessions = pgTable(
  'assessment_centre_sessions',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    centreId: integer('centre_id').notNull(),
    exerciseId: integer('exercise_id').notNull(),
    round: integer('round').notNull(),
    roomId: integer('room_id'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    candidateIds: integer('candidate_ids').array().notNull(),
    assessorKeys: text('assessor_keys').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'assessment_centre_sessions_exercise_id_fk',
      columns: [table.organizationId, table.exerciseId],
      foreignColumns: [assessmentCentreExercises.organizationId, assessmentCentreExercises.id],
    }).onDelete('cascade'),
    index('assessment_centre_sessions_centre_idx').on(table.organizationId, table.centreId, table.round),
  ],
);

/**
 * What each person was last sent of their schedule, so publishing again tells only those whose day changed,
 * and cancels in their calendar the rounds they no longer have.
 */
export const assessmentCentreNotices = pgTable(
  'assessment_centre_notices',
  {
    organizationId: organizationId(),
    centreId: integer('centre_id').notNull(),
    /** 'candidate:<id>' or the assessor's key. */
    personKey: text('person_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    rounds: integer('rounds').array().notNull(),
    sequence: integer('sequence').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.centreId, table.personKey] }),
    foreignKey({
      name: 'assessment_centre_notices_centre_id_fk',
      columns: [table.organizationId, table.centreId],
      foreignColumns: [assessmentCentres.organizationId, assessmentCentres.id],
    }).onDelete('cascade'),
  ],
);
