import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import type { OutgoingMessage } from './transport.ts';

/**
 * Stores many messages in one statement whatever the count: each column travels as one array, so a
 * 10,000-candidate move stays fast and under PostgreSQL's 65,535 bind-parameter limit.
 */
export async function insertQueuedMessages(
  executor: Executor,
  messages: readonly OutgoingMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const column = <Value>(pick: (message: OutgoingMessage) => Value) => sql.param(messages.map(pick));
  await executor.execute(sql`
    insert into ${outbox} (organization_id, channel, recipient, subject, body, html, template, attachments)
    select * from unnest(
      ${column((message) => message.organizationId ?? null)}::integer[],
      ${column((message) => message.channel)}::text[],
      ${column((message) => message.recipient)}::text[],
      ${column((message) => message.subject)}::text[],
      ${column((message) => message.body)}::text[],
      ${column((message) => message.html ?? null)}::text[],
      ${column((message) => message.template)}::text[],
      ${column((message) => (message.attachments ? JSON.stringify(message.attachments) : null))}::jsonb[])`);
}
