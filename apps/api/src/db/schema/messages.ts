import type { ContactChannel } from '@shortlist/domain/enums';
import { sql } from 'drizzle-orm';
import {
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

/** Why a waiting message was cancelled: its move was undone, or the candidate moved again first. */
export type MessageCancelReason = 'undone' | 'moved-again';

/** A file attached to an email; text content (an .ics), with its MIME type. */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

import { organizationId } from './organizations.ts';

/**
 * Every email and text message the product sends, kept whether or not it was delivered: queued until
 * sent_at or failed_at is set; a delivery claims a row by moving next_attempt_at past its lease.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id'),
    channel: text('channel').$type<ContactChannel>().notNull(),
    recipient: text('recipient').notNull(),
    /** Null while the row waits to be rendered from its template and data (a bulk action's messages). */
    subject: text('subject'),
    body: text('body'),
    /** An email's branded HTML part; body is its plain-text part. Null for texts and plain emails. */
    html: text('html'),
    template: text('template').notNull(),
    /** Files sent with an email (a calendar invitation's .ics), as text; null when there are none. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    /** The merge data of a row queued unrendered; rendered and cleared when the row is first claimed. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Deliveries started, counted when a row is claimed so a crash mid-delivery still counts. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Why the last attempt failed, in words safe to show a manager: never a password, token or stack. */
    failureReason: text('failure_reason'),
    /**
     * When the last attempt reached its point of no return (SMTP's final dot, the SMS provider's POST): set
     * without sent_at, that attempt may have got through, so the message is checked, never blindly resent.
     */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** Issue 32: the application a stage move's message is about, and the move's batch (what undo cancels). */
    candidateId: integer('candidate_id'),
    batchId: text('batch_id'),
    /** A waiting message cancelled before it was claimed (an undo, a later move): never sent. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<MessageCancelReason>(),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
    index('outbox_batch_idx').on(table.batchId).where(sql`${table.batchId} is not null`),
    index('outbox_candidate_waiting_idx')
      .on(table.candidateId)
      .where(
        sql`${table.candidateId} is not null and ${table.sentAt} is null and ${table.failedAt} is null and ${table.cancelledAt} is null`,
      ),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/** Who changed what and when: accounts, organisations, permissions, and later the hiring pipeline. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id'),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * An organisation's own text of one message (template key and channel); a message without a row here uses
 * the default the API ships (messaging/templates). Written in Liquid with the key's merge fields only.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    key: text('key').notNull(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedByUserId: integer('updated_by_user_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('message_templates_organization_key').on(table.organizationId, table.key, table.channel),
  ],
);
