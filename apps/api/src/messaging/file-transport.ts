import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MessageTransport, StoredMessage } from './transport.ts';

/**
 * The .eml text: plain text as before, or MIME (text, then HTML, then any attachments such as a calendar
 * invitation) when html, attachments or sender headers (From, Reply-To) are set.
 */
async function emlOf(message: StoredMessage): Promise<string | Buffer> {
  const { mail } = message;
  if (message.html || message.attachments || mail) {
    return new MailComposer({
      ...(mail && {
        from: mail.from,
        ...(mail.sender && { sender: mail.sender }),
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        messageId: `<outbox-${message.id}@${mail.envelopeFrom.slice(mail.envelopeFrom.lastIndexOf('@') + 1)}>`,
      }),
      to: message.recipient,
      subject: message.subject,
      headers: { 'X-Shortlist-Channel': message.channel },
      text: message.body,
      ...(message.html && { html: message.html }),
      ...(message.attachments && { attachments: message.attachments }),
    })
      .compile()
      .build();
  }
  return [
    `To: ${message.recipient}`,
    `Subject: ${message.subject}`,
    `X-Shortlist-Channel: ${message.channel}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.body,
    '',
  ].join('\r\n');
}

/** Writes each message as an .eml file under DATA_DIR/outbox, so links and codes can be read locally. */
export function createFileTransport(outboxDir: string): MessageTransport {
  return {
    async deliver(message, attempt) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const eml = await emlOf(message);
      // Written aside, then renamed: the rename is the one step a reader can see, and it is atomic.
      const draft = join(outboxDir, `.${message.id}.draft`);
      await writeFile(draft, eml);
      await attempt.handOver();
      await rename(draft, join(outboxDir, `${stamp}-${message.id}-${message.template}.eml`));
    },

    async checkHandOver(message) {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const ids = names.map((name) => /^[\dT.-]+Z-(\d+)-.*\.eml$/.exec(name)?.[1]);
      return ids.includes(String(message.id)) ? 'delivered' : 'not-delivered';
    },
  };
}
