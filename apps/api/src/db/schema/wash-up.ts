import type { AssessmentDecision } from '@shortlist/domain/assessment';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizationId } from './organizations.ts';
import { candidates } from './pipeline.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

// Issue 33: what a wash-up decided for a candidate at a stage, with its reason, who decided and when. A hold
// keeps the candidate where they are and stays shown; progress and reject also move them (stage history).

export const assessmentDecisions = pgTable(
  'assessment_decisions',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    roleId: integer('role_id').notNull(),
    stageId: integer('stage_id').notNull(),
    decision: text('decision').$type<AssessmentDecision>().notNull(),
    reason: text('reason').notNull(),
    rejectionReasonId: text('rejection_reason_id'),
    /** Where the decision moved the candidate; null for a hold. */
    toStageId: integer('to_stage_id'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The decider's name as it was, so the record still says who after their account goes. */
    decidedByName: text('decided_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'assessment_decisions_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'assessment_decisions_role_id_fk',
      columns: [table.organizationId, table.roleId],
      foreignColumns: [roles.organizationId, roles.id],
    }).onDelete('cascade'),
    index('assessment_decisions_candidate_idx').on(table.organizationId, table.candidateId, table.stageId),
  ],
);
