import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContactChannel } from '@shortlist/domain/enums';
import type { Executor } from '../db/database.ts';
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
  send(executor: Executor, message: OutgoingMessage): Promise<void>;
}

export function createOutbox(transport: MessageTransport, log: (subject: string) => void): Outbox {
  return {
    async send(executor, message) {
      const [row] = await executor
        .insert(outbox)
        .values({ ...message, organizationId: message.organizationId ?? null })
        .returning({ id: outbox.id });
      if (!row) return;
      await transport.deliver({ ...message, id: row.id });
      log(message.subject);
    },
  };
}
