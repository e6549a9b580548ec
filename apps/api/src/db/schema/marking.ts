import type { MarkingRoundStatus } from '@shortlist/domain/assessment';
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
import type { RatingGuide } from './assessment.ts';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

// Issue 33, marking application answers question by question, blind: a round per role and stage, the questions
// of the role's form it marks (each with its 1-5 guide and weight), its markers, and, once started, each
// candidate's answer with identifying text withheld and the markers assigned to mark it.

/** A marking round of a role's answers at a stage, set up and started by a manager admin. */
export const markingRounds = pgTable(
  'marking_rounds',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roleId: integer('role_id').notNull(),
    stageId: integer('stage_id').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<MarkingRoundStatus>().notNull().default('setup'),
    marksPerAnswer: integer('marks_per_answer').notNull().default(3),
    /** Draws each marker's own order and the assignment's tie-breaks: random per round, fixed for its life. */
    seed: text('seed').notNull(),
    /** Managers who read the results besides the organisation's manager admins; never markers of the round. */
    decisionMakerUserIds: integer('decision_maker_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'marking_rounds_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    index('marking_rounds_role_idx').on(table.organizationId, table.roleId),
  ],
);

/** A question of the role's form that the round marks, with what a 1, 3 and 5 answer looks like. */
export const markingQuestions = pgTable(
  'marking_questions',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roundId: integer('round_id').notNull(),
    /** The form field's key, which the candidates' responses name. */
    fieldKey: text('field_key').notNull(),
    /** The question as the form asked it when the round was set up. */
    prompt: text('prompt').notNull(),
    guide: jsonb('guide').$type<RatingGuide>().notNull(),
    weight: integer('weight').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'marking_questions_round_id_fk',
      columns: [table.organizationId, table.roundId],
      foreignColumns: [markingRounds.organizationId, markingRounds.id],
    }).onDelete('cascade'),
    uniqueIndex('marking_questions_round_field').on(table.organizationId, table.roundId, table.fieldKey),
  ],
);

/** The users of the organisation who mark a round. */
export const markingMarkers = pgTable(
  'marking_markers',
  {
    organizationId: organizationId(),
    roundId: integer('round_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.roundId, table.userId] }),
    foreignKey({
      name: 'marking_markers_round_id_fk',
      columns: [table.organizationId, table.roundId],
      foreignColumns: [markingRounds.organizationId, markingRounds.id],
    }).onDelete('cascade'),
    index('marking_markers_user_idx').on(table.organizationId, table.userId),
  ],
);

/**
 * A candidate's answer to one question of a started round: the text as markers read it (identifying text
 * withheld when the round started) under an opaque reference, the only handle a marker ever has.
 */
export const markingAnswers = pgTable(
  'marking_answers',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roundId: integer('round_id').notNull(),
    questionId: integer('question_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    reference: text('reference').notNull(),
    withheldText: text('withheld_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'marking_answers_round_id_fk',
      columns: [table.organizationId, table.roundId],
      foreignColumns: [markingRounds.organizationId, markingRounds.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marking_answers_question_id_fk',
      columns: [table.organizationId, table.questionId],
      foreignColumns: [markingQuestions.organizationId, markingQuestions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marking_answers_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    uniqueIndex('marking_answers_reference').on(table.organizationId, table.roundId, table.reference),
    uniqueIndex('marking_answers_question_candidate').on(
      table.organizationId,
      table.questionId,
      table.candidateId,
    ),
  ],
);

/** A marker's assignment to an answer and, once given, their mark: every mark has its author and time. */
export const markingAssignments = pgTable(
  'marking_assignments',
  {
    organizationId: organizationId(),
    roundId: integer('round_id').notNull(),
    answerId: integer('answer_id').notNull(),
    markerUserId: integer('marker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A further mark, asked for because the first marks disagreed. */
    further: boolean('further').notNull().default(false),
    mark: integer('mark'),
    note: text('note').notNull().default(''),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.answerId, table.markerUserId] }),
    foreignKey({
      name: 'marking_assignments_answer_id_fk',
      columns: [table.organizationId, table.answerId],
      foreignColumns: [markingAnswers.organizationId, markingAnswers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marking_assignments_round_id_fk',
      columns: [table.organizationId, table.roundId],
      foreignColumns: [markingRounds.organizationId, markingRounds.id],
    }).onDelete('cascade'),
    index('marking_assignments_marker_idx').on(table.organizationId, table.roundId, table.markerUserId),
  ],
);
