import type { InboundMessageView } from '@shortlist/domain/schemas';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, documents, inboundMessages } from '../db/schema/index.ts';
import { findOrganizationCandidate } from '../pipeline/organization-candidate-access.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import type { AuthContext } from '../shared/auth-context.ts';

const shownReplies = 100;

type InboundRow = typeof inboundMessages.$inferSelect;

function toReplyView(
  row: InboundRow,
  fileNames: ReadonlyMap<number, string>,
  blind: boolean,
): InboundMessageView {
  return {
    id: row.id,
    candidateId: row.candidateId,
    channel: row.channel,
    // Blind review (issue 31): who wrote and what they wrote would show who the application is.
    sender: blind ? null : row.sender,
    subject: blind ? null : row.subject,
    body: blind ? null : row.body,
    receivedAt: row.receivedAt.toISOString(),
    // Files whose document was removed since are left out; the rest open as the candidate's documents.
    attachments: blind
      ? []
      : row.attachmentDocumentIds.flatMap((documentId) => {
          const fileName = fileNames.get(documentId);
          return fileName === undefined ? [] : [{ documentId, fileName }];
        }),
    attachmentsRefused: row.attachmentsRefused,
    hiddenByBlindReview: blind,
  };
}

/** GET .../replies: what the person sent this organisation, across their applications here, newest first. */
export function createReplyHistory(db: Database) {
  return {
    async list({ user }: AuthContext, organizationId: number, candidateId: number) {
      const candidate = await findOrganizationCandidate(db, user, organizationId, candidateId);
      const applications = db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          and(
            eq(candidates.organizationId, organizationId),
            eq(candidates.userId, candidate.userId),
            isNull(candidates.deletedAt),
          ),
        );
      const rows = await db
        .select()
        .from(inboundMessages)
        .where(
          and(
            eq(inboundMessages.organizationId, organizationId),
            inArray(inboundMessages.candidateId, applications),
          ),
        )
        .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
        .limit(shownReplies);
      const documentIds = [...new Set(rows.flatMap((row) => row.attachmentDocumentIds))];
      const named =
        documentIds.length === 0
          ? []
          : await db
              .select({ id: documents.id, fileName: documents.fileName })
              .from(documents)
              .where(and(eq(documents.organizationId, organizationId), inArray(documents.id, documentIds)));
      const fileNames = new Map(named.map((document) => [document.id, document.fileName]));
      const blind = isBlind(candidate, await blindStageIdsOf(db, organizationId));
      return rows.map((row) => toReplyView(row, fileNames, blind));
    },
  };
}
