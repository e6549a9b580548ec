import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { composeMessages } from './composer.ts';
import type { OutboxRow } from './outbox-rows.ts';
import type { MergeData } from './templates/merge-data.ts';

/** A message to the people behind some applications, queued as merge data for the outbox to render. */
export interface UnrenderedMessage {
  organizationId: number;
  /** The template, or (with `move`) a SQL text per candidate that may read `h.from_stage_id`. */
  key: MessageTemplateKey | SQL;
  candidateIds: readonly number[];
  /** A jsonb object merged over each person's candidate and role fields (the stage, say). */
  data: SQL;
  /** Only these channels (each person's choice still applies); both when left out. */
  channels?: readonly ContactChannel[];
  /**
   * Issue 32: a stage move's messages, linked to the candidate and the move's batch (what undo cancels) and
   * due at the policy's time; `h` is the candidate's history row of that batch.
   */
  move?: { batchId: string; dueAt: Date };
}

/**
 * Queues one message per channel each person chose (email; a text when a mobile is known; nobody
 * anonymised) in one INSERT ... SELECT: no row travels to Node and nothing is rendered, so a 10,000-candidate
 * action queues its messages in a fraction of a second. The candidate fields are `candidateFields`
 * (templates/merge-data.ts) written in SQL; keep the two alike.
 */
export async function queueUnrendered(tx: Executor, message: UnrenderedMessage): Promise<void> {
  if (message.candidateIds.length === 0) return;
  const channels = message.channels ?? ['EMAIL', 'SMS'];
  const key = typeof message.key === 'string' ? sql`${message.key}::text` : message.key;
  const move = message.move;
  const ofMove = move
    ? sql`join stage_history h on h.organization_id = c.organization_id and h.candidate_id = c.id
        and h.batch_id = ${move.batchId}::text`
    : sql``;
  await tx.execute(sql`
    insert into ${outbox} (organization_id, channel, recipient, template, data, candidate_id, batch_id, next_attempt_at)
    select c.organization_id, ch.channel, case ch.channel when 'EMAIL' then coalesce(u.contact_email, u.email) else u.mobile end,
      ${key},
      jsonb_build_object(
        'candidate', jsonb_build_object('firstName', u.first_name, 'lastName', coalesce(u.last_name, ''),
          'fullName', concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), 'email', coalesce(u.contact_email, u.email)),
        'role', jsonb_build_object('name', r.name)) || ${message.data},
      ${move ? sql`c.id` : sql`null::integer`}, ${move ? sql`${move.batchId}::text` : sql`null::text`},
      ${move ? sql`${move.dueAt.toISOString()}::timestamptz` : sql`now()`}
    from candidates c
    join users u on u.id = c.user_id
    left join roles r on r.organization_id = c.organization_id and r.id = c.role_id
    ${ofMove}
    cross join (select unnest(${sql.param([...channels])}::text[]) as channel) as ch
    where c.organization_id = ${message.organizationId}
      and c.id = any(${sql.param(message.candidateIds)}::integer[])
      and not u.anonymised
      and u.contact_channels ? ch.channel
      and (ch.channel = 'EMAIL' or coalesce(u.mobile, '') <> '')
    order by ch.channel, c.id`);
}

/** A claimed row ready for its transport: subject and body are always set. */
export type RenderedRow = OutboxRow & { subject: string; body: string };

/**
 * Renders the claimed rows that were queued unrendered, each group of one organisation, key and channel
 * with the template of that moment (the composer every sender uses), and stores what was rendered before
 * anything is delivered, so the contact history shows the text that went out.
 */
export async function renderQueued(executor: Executor, rows: readonly OutboxRow[]): Promise<RenderedRow[]> {
  const waiting = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    if (row.body !== null) continue;
    const key = `${row.organizationId}|${row.template}|${row.channel}`;
    // Appended in place: a claim of thousands of rows must not copy its group once per row.
    const group = waiting.get(key) ?? [];
    if (group.length === 0) waiting.set(key, group);
    group.push(row);
  }
  const rendered = new Map<number, { subject: string; body: string; html: string | null }>();
  for (const group of waiting.values()) {
    const [first] = group;
    if (!first) continue;
    const messages = await composeMessages(
      executor,
      first.organizationId,
      first.template as MessageTemplateKey,
      first.channel as ContactChannel,
      group.map((row) => ({ recipient: row.recipient, data: (row.data ?? {}) as MergeData })),
    );
    group.forEach((row, index) => {
      const message = messages[index];
      if (message)
        rendered.set(row.id, { subject: message.subject, body: message.body, html: message.html ?? null });
    });
  }
  if (rendered.size > 0) {
    const entries = [...rendered.entries()];
    await executor.execute(sql`
      update ${outbox} set subject = v.subject, body = v.body, html = v.html, data = null
      from unnest(${sql.param(entries.map(([id]) => id))}::integer[],
        ${sql.param(entries.map(([, message]) => message.subject))}::text[],
        ${sql.param(entries.map(([, message]) => message.body))}::text[],
        ${sql.param(entries.map(([, message]) => message.html))}::text[]) as v (id, subject, body, html)
      where ${outbox.id} = v.id`);
  }
  return rows.map((row) => ({ ...row, ...rendered.get(row.id) }) as RenderedRow);
}
