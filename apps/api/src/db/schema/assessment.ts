import type { ScorecardRecommendation, ScorecardStatus } from '@shortlist/domain/assessment';
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
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

// Issue 33, structured assessment: the organisation's competencies, the interview kits that assess them, and
// each assessor's own scorecard. Assessment centres and question-by-question marking build on these.

/** What a rating of 1 to 5 looks like for a competency: 1, 3 and 5 always, 2 and 4 where the firm says. */
export type RatingGuide = Partial<Record<'1' | '2' | '3' | '4' | '5', string>>;

/** A competency of the organisation's framework (commercial awareness, written communication ...). */
export const competencies = pgTable(
  'competencies',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    guide: jsonb('guide').$type<RatingGuide>().notNull(),
    position: integer('position').notNull().default(0),
    /** A retired competency is no longer offered for kits; ratings already given keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('competencies_organization_name').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/** One question of a kit: what to ask, what to follow up with, what a good answer covers, what it assesses. */
export interface KitQuestion {
  /** Stable within the kit, so a question keeps its identity through edits. */
  key: string;
  prompt: string;
  followUps: string[];
  goodAnswer: string;
  competencyIds: number[];
  minutes: number;
}

/**
 * An interview kit: the questions an interviewer asks at a stage of a role, the competencies it assesses and
 * how long each part takes. A stage may have several (an assessment centre's exercises each have their own).
 */
export const interviewKits = pgTable(
  'interview_kits',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    roleId: integer('role_id').notNull(),
    stageId: integer('stage_id').notNull(),
    name: text('name').notNull(),
    /** What the interviewer reads first: the format, what to tell the candidate. */
    introduction: text('introduction').notNull().default(''),
    competencyIds: integer('competency_ids').array().notNull().default(sql`'{}'::integer[]`),
    questions: jsonb('questions').$type<KitQuestion[]>().notNull().default([]),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'interview_kits_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    index('interview_kits_role_stage_idx').on(table.organizationId, table.roleId, table.stageId),
  ],
);

/**
 * One assessor's scorecard of one candidate at one stage (and, at an assessment centre, one exercise). The
 * assessor is a user of the organisation or an outside assessor known by email (who scores from a link).
 * `assessorKey` ('user:<id>' or 'email:<address>') makes "one scorecard per assessor" one unique index.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    stageId: integer('stage_id').notNull(),
    /** The assessment-centre exercise scored, or 0 for the stage's interview. */
    exerciseId: integer('exercise_id').notNull().default(0),
    kitId: integer('kit_id'),
    assessorKey: text('assessor_key').notNull(),
    assessorUserId: integer('assessor_user_id').references(() => users.id, { onDelete: 'set null' }),
    assessorEmail: text('assessor_email'),
    assessorName: text('assessor_name').notNull(),
    status: text('status').$type<ScorecardStatus>().notNull().default('draft'),
    recommendation: text('recommendation').$type<ScorecardRecommendation>(),
    /** Seen by the assessor and the organisation's manager admins only. */
    privateNotes: text('private_notes').notNull().default(''),
    /** When the interview or exercise took place: reminders count from it. */
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'scorecards_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    uniqueIndex('scorecards_assessor_key').on(
      table.organizationId,
      table.candidateId,
      table.stageId,
      table.exerciseId,
      table.assessorKey,
    ),
    index('scorecards_stage_idx').on(table.organizationId, table.stageId, table.candidateId),
  ],
);

/** A scorecard's rating of one competency, with the evidence the assessor saw. */
export const scorecardRatings = pgTable(
  'scorecard_ratings',
  {
    organizationId: organizationId(),
    scorecardId: integer('scorecard_id').notNull(),
    competencyId: integer('competency_id').notNull(),
    /** 1-5; null while a draft leaves it open. */
    rating: integer('rating'),
    evidence: text('evidence').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.scorecardId, table.competencyId] }),
    foreignKey({
      name: 'scorecard_ratings_scorecard_id_fk',
      columns: [table.organizationId, table.scorecardId],
      foreignColumns: [scorecards.organizationId, scorecards.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scorecard_ratings_competency_id_fk',
      columns: [table.organizationId, table.competencyId],
      foreignColumns: [competencies.organizationId, competencies.id],
    }),
  ],
);

/** What a submitted scorecard said before each edit: its history, with who changed it and when. */
export interface ScorecardSnapshot {
  recommendation: ScorecardRecommendation | null;
  privateNotes: string;
  ratings: { competencyId: number; rating: number | null; evidence: string }[];
}

export const scorecardRevisions = pgTable(
  'scorecard_revisions',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    scorecardId: integer('scorecard_id').notNull(),
    /** The scorecard as it stood after this submission or edit. */
    snapshot: jsonb('snapshot').$type<ScorecardSnapshot>().notNull(),
    editedByUserId: integer('edited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    editedByName: text('edited_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'scorecard_revisions_scorecard_id_fk',
      columns: [table.organizationId, table.scorecardId],
      foreignColumns: [scorecards.organizationId, scorecards.id],
    }).onDelete('cascade'),
    index('scorecard_revisions_scorecard_idx').on(table.organizationId, table.scorecardId),
  ],
);
