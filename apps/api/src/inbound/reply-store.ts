import type { ContactChannel } from '@shortlist/domain/enums';
import { and, eq, isNull } from 'drizzle-orm';
import { checkCandidateFile } from '../candidates/file-checks.ts';
import type { Database } from '../db/database.ts';
import { candidates, documents, inboundMessages } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { notifyAssignee } from '../messaging/assignee-notice.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';

/** A file a reply carried, as it arrived. */
export interface ReceivedFile {
  fileName: string | null;
  bytes: Buffer;
}

/** A reply matched to an application, ready to keep. */
export interface MatchedReply {
  organizationId: number;
  candidateId: number;
  channel: ContactChannel;
  sender: string;
  subject: string | null;
  body: string;
  threadOutboxId: number | null;
  providerMessageId: string | null;
  files: readonly ReceivedFile[];
}

/** stored: kept (and the assignee told); repeated: the same message was kept before, nothing changed. */
export type StoreOutcome = 'stored' | 'repeated';

interface CheckedAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The files a candidate could have uploaded as a document (type, size, name checks); the rest are counted. */
function acceptedFiles(files: readonly ReceivedFile[]) {
  const accepted: CheckedAttachment[] = [];
  let refused = 0;
  for (const file of files) {
    try {
      const checked = checkCandidateFile('OTHER', file);
      accepted.push({ fileName: checked.fileName, contentType: checked.contentType, bytes: checked.bytes });
    } catch {
      refused += 1;
    }
  }
  return { accepted, refused };
}

/**
 * Keeps replies: the message in `inbound_messages`, its files as the candidate's documents (kind OTHER, no
 * uploader: the candidate sent them), and an email through the outbox to the application's assignee naming
 * the candidate (or, at a blind-review stage, the application's number) and linking to the record, never the
 * reply's words. One transaction; a repeated delivery (same Message-ID or MessageSid) is kept once.
 */
export function createReplyStore(
  db: Database,
  outbox: Outbox,
  files: FileStore,
  settings: Pick<Settings, 'publicUrl'>,
) {
  async function keep(reply: MatchedReply, attachments: CheckedAttachment[], refused: number) {
    const stored = await Promise.all(
      attachments.map(async (file) => ({ ...file, key: await files.put(reply.organizationId, file.bytes) })),
    );
    try {
      return await outbox
        .deliverAfter(() =>
          db.transaction(async (tx): Promise<StoreOutcome> => {
            const [message] = await tx
              .insert(inboundMessages)
              .values({
                organizationId: reply.organizationId,
                candidateId: reply.candidateId,
                channel: reply.channel,
                sender: reply.sender,
                subject: reply.subject,
                body: reply.body,
                threadOutboxId: reply.threadOutboxId,
                providerMessageId: reply.providerMessageId,
                attachmentsRefused: refused,
              })
              .onConflictDoNothing()
              .returning({ id: inboundMessages.id });
            if (!message) return 'repeated';
            const documentIds: number[] = [];
            for (const file of stored) {
              const [document] = await tx
                .insert(documents)
                .values({
                  organizationId: reply.organizationId,
                  candidateId: reply.candidateId,
                  kind: 'OTHER',
                  fileName: file.fileName,
                  contentType: file.contentType,
                  sizeBytes: file.bytes.length,
                  storageKey: file.key,
                  uploadedByUserId: null,
                })
                .returning({ id: documents.id });
              if (document) documentIds.push(document.id);
            }
            if (documentIds.length > 0) {
              await tx
                .update(inboundMessages)
                .set({ attachmentDocumentIds: documentIds })
                .where(eq(inboundMessages.id, message.id));
            }
            await notifyAssignee(tx, outbox, settings, {
              organizationId: reply.organizationId,
              candidateId: reply.candidateId,
              template: 'reply-received',
            });
            return 'stored';
          }),
        )
        .then(async (outcome) => {
          // A repeat keeps nothing: its copies of the files go.
          if (outcome === 'repeated') await Promise.all(stored.map((file) => files.remove(file.key)));
          return outcome;
        });
    } catch (error) {
      await Promise.all(stored.map((file) => files.remove(file.key)));
      throw error;
    }
  }

  return {
    /** Keeps a matched reply, unless the application has gone (deleted or anonymised) since it was matched. */
    async store(reply: MatchedReply): Promise<StoreOutcome | 'gone'> {
      const [live] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          and(
            eq(candidates.organizationId, reply.organizationId),
            eq(candidates.id, reply.candidateId),
            isNull(candidates.deletedAt),
            isNull(candidates.anonymisedAt),
          ),
        );
      if (!live) return 'gone';
      const { accepted, refused } = acceptedFiles(reply.files);
      return keep(reply, accepted, refused);
    },
  };
}

export type ReplyStore = ReturnType<typeof createReplyStore>;
