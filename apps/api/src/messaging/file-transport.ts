import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageTransport } from './transport.ts';

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
