import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, outbox } from '../db/schema/index.ts';
import type { Settings } from '../settings.ts';
import { stripQuotedHistory } from './quoted-history.ts';
import type { ReceivedFile, ReplyStore, StoreOutcome } from './reply-store.ts';
import type { ReplyThread } from './reply-token.ts';
import { readReplyAddress } from './reply-token.ts';

/** A thread a Reply-To address named, with the address its email went to (the only sender taken). */
export interface OpenThread extends ReplyThread {
  recipient: string;
}

/** An email as the listener parsed it. */
export interface ReceivedEmail {
  /** The From header's address, lower-cased; null when it has none. */
  from: string | null;
  subject: string | null;
  text: string;
  messageId: string | null;
  files: readonly ReceivedFile[];
}

/** forged: the From header is not the person the thread was sent to (refused, nothing kept). */
export type EmailOutcome = StoreOutcome | 'gone' | 'forged';

const lower = (address: string) => address.trim().toLowerCase();
const longestSubject = 500;

/** Emails to a thread's Reply-To address (the inbound SMTP listener's decisions; no SMTP in here). */
export function createEmailReplies(db: Database, store: ReplyStore, settings: Pick<Settings, 'inbound'>) {
  return {
    /**
     * The thread an RCPT TO names, or null: not our domain, malformed, a forged or altered token, an email
     * that never went, an application gone, or an envelope sender that is not the address it went to.
     */
    async openThread(recipient: string, envelopeSender: string): Promise<OpenThread | null> {
      const { domain, secret } = settings.inbound;
      if (!domain) return null;
      const thread = readReplyAddress(secret, domain, recipient);
      if (!thread) return null;
      const [row] = await db
        .select({ recipient: outbox.recipient })
        .from(outbox)
        .innerJoin(
          candidates,
          and(eq(candidates.organizationId, thread.organizationId), eq(candidates.id, thread.candidateId)),
        )
        .where(
          and(
            eq(outbox.id, thread.outboxId),
            eq(outbox.organizationId, thread.organizationId),
            eq(outbox.channel, 'EMAIL'),
            isNull(candidates.deletedAt),
            isNull(candidates.anonymisedAt),
          ),
        );
      if (!row || lower(row.recipient) !== lower(envelopeSender)) return null;
      return { ...thread, recipient: lower(row.recipient) };
    },

    /** Keeps an email to an open thread when its From is the thread's person too. */
    async receive(thread: OpenThread, email: ReceivedEmail): Promise<EmailOutcome> {
      if (email.from === null || lower(email.from) !== thread.recipient) return 'forged';
      return store.store({
        organizationId: thread.organizationId,
        candidateId: thread.candidateId,
        channel: 'EMAIL',
        sender: thread.recipient,
        subject: email.subject?.slice(0, longestSubject) ?? null,
        body: stripQuotedHistory(email.text),
        threadOutboxId: thread.outboxId,
        providerMessageId: email.messageId?.slice(0, 500) ?? null,
        files: email.files,
      });
    },
  };
}

export type EmailReplies = ReturnType<typeof createEmailReplies>;
