import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContactChannel } from '@shortlist/domain/enums';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';

export interface OutgoingMessage {
  channel: ContactChannel;
  recipient: string;
  subject: string;
  body: string;
  template: string;
  organizationId?: number | null;
}

/** Delivers a stored message: SMTP in production, a file a person can open otherwise. */
export interface MessageTransport {
  deliver(message: OutgoingMessage & { id: number }): Promise<void>;
}

/** Writes each message as an .eml file under DATA_DIR/outbox, so links and codes can be read locally. */
export function createFileTransport(outboxDir: string): MessageTransport {
  return {
    async deliver(message) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const name = `${stamp}-${message.id}-${message.template}.eml`;
      const eml = [
        `To: ${message.recipient}`,
        `Subject: ${message.subject}`,
        `X-Shortlist-Channel: ${message.channel}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.body,
        '',
      ].join('\r\n');
      await writeFile(join(outboxDir, name), eml);
    },
  };
}

export interface Outbox {
  /** Stores and delivers one message now (sign-in codes, links): the person is waiting for it. */
  send(executor: Executor, message: OutgoingMessage): Promise<void>;
  /** Stores many messages in one insert, delivered by the next flush, so bulk actions stay fast. */
  queue(executor: Executor, messages: readonly OutgoingMessage[]): Promise<void>;
  /** Delivers stored messages not yet sent; returns how many were delivered. */
  flush(): Promise<number>;
}

const flushBatch = 500;

export function createOutbox(
  db: Database,
  transport: MessageTransport,
  log: (subject: string) => void,
): Outbox {
  /** Delivers a batch and marks what was delivered sent in one update, even when a delivery fails part-way. */
  async function deliverBatch(rows: readonly (typeof outbox.$inferSelect)[]) {
    const delivered: number[] = [];
    try {
      for (const row of rows) {
        await transport.deliver({ ...row, id: row.id });
        delivered.push(row.id);
        log(row.subject);
      }
    } finally {
      // One statement per batch: a 10,000-message flush must not hold the database for 10,000 updates.
      if (delivered.length > 0) {
        await db
          .update(outbox)
          .set({ sentAt: new Date() })
          .where(sql`${outbox.id} = any(${sql.param(delivered)}::integer[])`);
      }
    }
  }
  let flushing: Promise<number> | null = null;

  return {
    async send(executor, message) {
      const [row] = await executor
        .insert(outbox)
        .values({ ...message, organizationId: message.organizationId ?? null })
        .returning();
      if (!row) return;
      await transport.deliver({ ...message, id: row.id });
      await executor.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      log(message.subject);
    },

    async queue(executor, messages) {
      if (messages.length === 0) return;
      // One statement whatever the count: each column travels as one array, so a 10,000-candidate move stays
      // fast and under PostgreSQL's 65,535 bind-parameter limit.
      const column = <Value>(pick: (message: OutgoingMessage) => Value) => sql.param(messages.map(pick));
      await executor.execute(sql`
        insert into ${outbox} (organization_id, channel, recipient, subject, body, template)
        select * from unnest(
          ${column((message) => message.organizationId ?? null)}::integer[],
          ${column((message) => message.channel)}::text[],
          ${column((message) => message.recipient)}::text[],
          ${column((message) => message.subject)}::text[],
          ${column((message) => message.body)}::text[],
          ${column((message) => message.template)}::text[])`);
    },

    flush() {
      // One flush at a time: a timer and a caller asking together must not deliver a message twice.
      flushing ??= (async () => {
        let delivered = 0;
        for (;;) {
          const rows = await db
            .select()
            .from(outbox)
            .where(isNull(outbox.sentAt))
            .orderBy(outbox.id)
            .limit(flushBatch);
          await deliverBatch(rows);
          delivered += rows.length;
          if (rows.length < flushBatch) return delivered;
        }
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
