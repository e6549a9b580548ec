import type { CandidateCodeStage, CandidateStatus } from '@shortlist/domain/enums';
import type { WithdrawalReason } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';
import { roles, subStages } from './roles.ts';
import { users } from './users.ts';

/** Search indexes cover live applications only, as every search asks. */
const live = sql`deleted_at is null`;

/**
 * A person's application to one role of one organisation (§3 Candidate and Application): the record
 * managers search, move through stages, score and note.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id'),
    step: integer('step').notNull().default(0),
    status: text('status').$type<CandidateStatus>().notNull().default('PENDING'),
    stageId: integer('stage_id').notNull().default(1),
    subStageId: integer('sub_stage_id'),
    roleType: text('role_type'),
    source: text('source'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    responses: jsonb('responses').$type<{ questionId: string; response: unknown }[]>().notNull().default([]),
    acceptTermAndConditions: boolean('accept_term_and_conditions'),
    acceptRare: boolean('accept_rare'),
    acceptResearch: boolean('accept_research'),
    ethnicity: text('ethnicity'),
    ethnicityMulti: jsonb('ethnicity_multi').$type<string[]>(),
    ethnicitySpecify: text('ethnicity_specify'),
    candidateScore: numeric('candidate_score', { mode: 'number' }),
    totalScore: numeric('total_score', { mode: 'number' }),
    adjustment: text('adjustment'),
    matched: boolean('matched').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted candidates stay restorable (POST /candidate/{id}/undo) until purged.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the application's personal data was anonymised (erasure or retention); its stage stays for reports. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** When a manager admin revealed the application at a blind-review stage (audited); null while blind. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    revealedByUserId: integer('revealed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the candidate withdrew the application from the portal (issue 32), with their optional reason. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason').$type<WithdrawalReason>(),
    withdrawalNote: text('withdrawal_note'),
    /** Issue 32: why the application was rejected (a reason of the organisation's list), by whom and when. */
    rejectionReasonId: text('rejection_reason_id'),
    rejectedByUserId: integer('rejected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    ...timestamps,
    // The search projection (issue 18): what filters and sorts read of the person and the profile, copied by
    // the triggers of migrations 0011 and 0014 in the same transaction as every write, so a search reads no
    // JSON and joins no person. Never written by the application. Only what indexes beside the stage need lives
    // here; the rest is in candidate_facets, which a stage move never touches.
    firstNameKey: text('first_name_key').notNull().default(''),
    lastNameKey: text('last_name_key').notNull().default(''),
    /** The profile's gender answer, lower-cased (one choice). */
    genderKey: text('gender_key'),
    /** The application's own ethnicity answer, else the profile's, lower-cased (one choice). */
    ethnicityKey: text('ethnicity_key'),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'candidates_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'candidates_sub_stage_id_fk',
      columns: [table.organizationId, table.subStageId],
      foreignColumns: [subStages.organizationId, subStages.id],
    }),
    // Ascending: read backwards it serves 'last_change_at desc, id desc' (nulls first, as ORDER BY asks).
    index('candidates_organization_change_idx').on(table.organizationId, table.lastChangeAt, table.id),
    index('candidates_organization_role_stage_idx').on(
      table.organizationId,
      table.roleId,
      table.stageId,
      table.subStageId,
    ),
    index('candidates_organization_stage_idx').on(table.organizationId, table.stageId, table.subStageId),
    // The projection's triggers find a person's applications in every organisation.
    index('candidates_user_idx').on(table.userId),
    // Search indexes (issue 18): each leads with the organisation and leaves deleted applications out, so a
    // count that an index covers never reads the table. See apps/api/src/search/README.md for which serves what.
    index('candidates_search_stage_gender_name_idx')
      .on(table.organizationId, table.stageId, table.status, table.genderKey, table.lastNameKey, table.id)
      .where(live),
    index('candidates_search_ethnicity_name_idx')
      .on(table.organizationId, table.ethnicityKey, table.lastNameKey, table.id)
      .where(live),
    index('candidates_search_name_idx').on(table.organizationId, table.lastNameKey, table.id).where(live),
    index('candidates_search_stage_change_idx')
      .on(table.organizationId, table.stageId, table.lastChangeAt, table.id)
      .where(live),
    index('candidates_search_role_stage_change_idx')
      .on(table.organizationId, table.roleId, table.stageId, table.lastChangeAt, table.id)
      .where(live),
    uniqueIndex('candidates_user_role_key')
      .on(table.organizationId, table.userId, table.roleId)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * The search attributes of an application that a stage move never changes (issue 18): the term text, the
 * contextual flags and the date added, one row per application, kept in step by the triggers of migrations 0014
 * and 0015. Apart from candidates so that moving 10,000 applications rewrites none of these indexes (an UPDATE
 * that changes an indexed column writes a new entry in every index of its table).
 */
export const candidateFacets = pgTable(
  'candidate_facets',
  {
    organizationId: integer('organization_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    /** lower(first last) and lower(email) on two lines: the term search's trigram-indexed text. */
    searchText: text('search_text').notNull().default(''),
    contextualFlags: text('contextual_flags').array().notNull().default(sql`'{}'::text[]`),
    /** The application's created_at and deleted_at, copied. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.candidateId] }),
    foreignKey({
      name: 'candidate_facets_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('candidate_facets_created_idx')
      .on(table.organizationId, table.createdAt, table.candidateId)
      .where(live),
    index('candidate_facets_term_idx')
      .using('gin', table.organizationId, table.searchText.op('gin_trgm_ops'))
      .where(live),
    index('candidate_facets_flags_idx').using('gin', table.organizationId, table.contextualFlags).where(live),
  ],
);

/**
 * Each university a live application's profile names, by value and by name, lower-cased, with the date the
 * application was added (issue 18, migration 0015): the university-group filter reads one index range per
 * name, so its cost follows the answer, not the size of the organisation. Kept by the facets trigger; a deleted
 * application has no rows here.
 */
export const candidateUniversities = pgTable(
  'candidate_universities',
  {
    organizationId: integer('organization_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    universityName: text('university_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.candidateId, table.universityName] }),
    foreignKey({
      name: 'candidate_universities_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('candidate_universities_search_idx').on(
      table.organizationId,
      table.universityName,
      table.createdAt,
      table.candidateId,
    ),
  ],
);

/** Every stage move: who moved whom, from where to where, when. */
export const stageHistory = pgTable(
  'stage_history',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    fromStageId: integer('from_stage_id'),
    fromSubStageId: integer('from_sub_stage_id'),
    toStageId: integer('to_stage_id').notNull(),
    toSubStageId: integer('to_sub_stage_id'),
    actorUserId: integer('actor_user_id'),
    reason: text('reason').notNull(),
    /** The moves made by one action share it, so the action can be undone as a whole. */
    batchId: text('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'stage_history_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('stage_history_candidate_idx').on(table.organizationId, table.candidateId, table.createdAt),
    index('stage_history_batch_idx').on(table.organizationId, table.batchId),
  ],
);

/** A screening decision to hold an application at its stage (progress and reject move it instead). */
export const screeningHolds = pgTable(
  'screening_holds',
  {
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    stageId: integer('stage_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'screening_holds_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.organizationId, table.candidateId, table.stageId] }),
  ],
);

/** A candidate's assessment or scheduling record (§3 Candidate code, §4 states). */
export const candidateCodes = pgTable(
  'candidate_codes',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    type: text('type').notNull(),
    stageId: integer('stage_id').notNull(),
    codeStage: text('code_stage').$type<CandidateCodeStage>().notNull().default('PENDING'),
    resultStage: text('result_stage'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    scheduleId: integer('schedule_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'candidate_codes_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('candidate_codes_candidate_idx').on(table.organizationId, table.candidateId),
    index('candidate_codes_type_idx').on(table.organizationId, table.type, table.codeStage),
  ],
);

/** Scores per stage and metric (§3 Scoring); metric 'total' holds the stage's overall score. */
export const candidateScores = pgTable(
  'candidate_scores',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    stageId: integer('stage_id').notNull(),
    metricKey: text('metric_key').notNull(),
    value: numeric('value', { mode: 'number' }),
    textValue: text('text_value'),
    scorerUserId: integer('scorer_user_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'candidate_scores_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    uniqueIndex('candidate_scores_metric_key').on(
      table.organizationId,
      table.candidateId,
      table.stageId,
      table.metricKey,
    ),
    index('candidate_scores_organization_idx').on(table.organizationId, table.candidateId),
  ],
);

/** Notes and comments managers (or outside reviewers) write about a candidate. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    authorUserId: integer('author_user_id'),
    /** Who wrote it without an account: the outside reviewer of a reviewer link. */
    reviewerName: text('reviewer_name'),
    kind: text('kind').$type<'note' | 'comment'>().notNull(),
    comment: text('comment').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'candidate_notes_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('candidate_notes_candidate_idx').on(table.organizationId, table.candidateId, table.createdAt),
  ],
);

export const documentKinds = [
  'CV',
  'COVER',
  'PHOTO',
  'TRANSCRIPT',
  'RIGHT_TO_WORK',
  'WRITING_SAMPLE',
  'OTHER',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Uploaded files (CV, cover letter, photo, §3 document types); bytes live in the file store. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'documents_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('documents_candidate_idx').on(table.organizationId, table.candidateId, table.kind),
  ],
);

/** Named groups of candidates a manager builds from searches. */
export const candidateGroups = pgTable(
  'candidate_groups',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    /** A smart group's search filter (the §3 filter object); null for a group built by hand. */
    filter: jsonb('filter').$type<Record<string, unknown>>(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    index('candidate_groups_organization_idx').on(table.organizationId, table.name),
  ],
);

export const candidateGroupMembers = pgTable(
  'candidate_group_members',
  {
    organizationId: organizationId(),
    groupId: integer('group_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'candidate_group_members_group_id_fk',
      columns: [table.organizationId, table.groupId],
      foreignColumns: [candidateGroups.organizationId, candidateGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_group_members_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [table.organizationId, table.groupId, table.candidateId] }),
  ],
);

/** Sorting kept per user and list (§2: live roles, settings roles, templates, groups, events). */
export const sortPreferences = pgTable(
  'sort_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    sortBy: text('sort_by').notNull(),
    orderBy: text('order_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listKey] })],
);
