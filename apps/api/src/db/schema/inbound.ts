import type { ContactChannel } from '@shortlist/domain/enums';
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
import { organizationId } from './organizations.ts';
import { candidates } from './pipeline.ts';

/**
 * A reply a candidate sent (issue 32): an email to a thread's Reply-To address, taken by the inbound SMTP
 * listener, or a text the SMS provider posted. Kept with the application it was matched to; attachments are
 * the candidate's documents. Only the reply's own words are stored, its quoted history taken out.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    candidateId: integer('candidate_id').notNull(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    /** The address or number it came from: always the one the thread was sent to (others are refused). */
    sender: text('sender').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The outbox message it answers (an email's thread, or the latest text to that number). */
    threadOutboxId: integer('thread_outbox_id'),
    /** The sender's Message-ID or the provider's MessageSid: a repeated delivery is stored once. */
    providerMessageId: text('provider_message_id'),
    attachmentDocumentIds: integer('attachment_document_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Files the reply carried that could not be kept as documents (a type not allowed, too large). */
    attachmentsRefused: integer('attachments_refused').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    foreignKey({
      name: 'inbound_messages_candidate_id_fk',
      columns: [table.organizationId, table.candidateId],
      foreignColumns: [candidates.organizationId, candidates.id],
    }).onDelete('cascade'),
    index('inbound_messages_candidate_idx').on(table.organizationId, table.candidateId, table.receivedAt),
    uniqueIndex('inbound_messages_provider_id_key')
      .on(table.organizationId, table.channel, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
  ],
);
