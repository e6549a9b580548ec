import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContactChannel } from '@shortlist/domain/enums';
import { eq, isNull } from 'drizzle-orm';
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
  async function deliver(row: typeof outbox.$inferSelect) {
    await transport.deliver({ ...row, id: row.id });
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    log(row.subject);
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
      await executor
        .insert(outbox)
        .values(messages.map((message) => ({ ...message, organizationId: message.organizationId ?? null })));
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
          for (const row of rows) await deliver(row);
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
