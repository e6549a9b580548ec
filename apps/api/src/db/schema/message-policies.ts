import type { MessageTimingKind, StageMoveTemplateChoice } from '@shortlist/domain/stages';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users.ts';

/**
 * Issue 32: an organisation's own message policy of a stage (sub_stage_id null) or of one of its sub-stages,
 * which overrides the stage's. Without a row the domain's default applies.
 */
export const stageMessagePolicies = pgTable(
  'stage_message_policies',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    stageId: integer('stage_id').notNull(),
    subStageId: integer('sub_stage_id'),
    notify: boolean('notify').notNull(),
    emailTemplate: text('email_template').$type<StageMoveTemplateChoice>(),
    smsTemplate: text('sms_template').$type<StageMoveTemplateChoice>(),
    timing: text('timing').$type<MessageTimingKind>().notNull(),
    holdMinutes: integer('hold_minutes'),
    /** 'HH:MM' on the organisation's clock, for a scheduled timing. */
    localTime: text('local_time'),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('stage_message_policies_stage')
      .on(table.organizationId, table.stageId)
      .where(sql`${table.subStageId} is null`),
    uniqueIndex('stage_message_policies_sub_stage')
      .on(table.organizationId, table.stageId, table.subStageId)
      .where(sql`${table.subStageId} is not null`),
  ],
);

/**
 * Issue 32: an organisation's rejection reasons beyond the domain's defaults: a default's new name or
 * retirement (reason_id the default's key), or a reason of its own (reason_id 'own-<n>').
 */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    reasonId: text('reason_id').notNull(),
    /** Null keeps a default's own name. */
    name: text('name'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('rejection_reasons_organization_reason').on(table.organizationId, table.reasonId),
  ],
);
