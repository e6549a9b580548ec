import type { CandidateDocumentKind, RecognisedFileType } from '@shortlist/domain/validation';
import {
  documentFileTypes,
  isFileTypeAllowedForDocument,
  resolveFileType,
} from '@shortlist/domain/validation';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { documents } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { findOrganizationCandidate } from '../pipeline/organization-candidate-access.ts';
import { assertDocumentOpens, isApplicationBlind, isHiddenByBlindReview } from '../review/blind-documents.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import type { IncomingFile } from './file-checks.ts';
import { candidateFileMessages, checkCandidateFile, mediaTypes } from './file-checks.ts';

export const candidateDocumentMessages = {
  fileRequired: 'Choose a file to upload.',
} as const;

type DocumentRow = typeof documents.$inferSelect;

/** A document in a candidate's list; the storage key stays on the server. `blind`: the application is blind now. */
export function toDocumentView(row: DocumentRow, blind = false) {
  return {
    id: row.id,
    documentType: row.kind,
    // A CV's file name often carries the person's name: during blind review it goes by its kind.
    fileName: isHiddenByBlindReview(row.kind, blind) ? row.kind : row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedByUserId: row.uploadedByUserId,
    createdAt: row.createdAt.toISOString(),
    hiddenByBlindReview: isHiddenByBlindReview(row.kind, blind),
  };
}

export async function listCandidateDocuments(
  executor: Executor,
  organizationId: number,
  candidateId: number,
  blind = false,
) {
  const rows = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.candidateId, candidateId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((row) => toDocumentView(row, blind));
}

function fileTypeOfStored(row: DocumentRow): RecognisedFileType | null {
  const byMediaType = Object.entries(mediaTypes).find(([, mediaType]) => mediaType === row.contentType);
  return (byMediaType?.[0] as RecognisedFileType | undefined) ?? resolveFileType(row.fileName);
}

/** Documents a manager keeps on a candidate: upload, retype, remove and download (§7 organisation calls). */
export function createCandidateDocumentService(db: Database, files: FileStore) {
  async function findDocument(executor: Executor, organizationId: number, candidateId: number, id: number) {
    const [row] = await executor
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.organizationId, organizationId),
          eq(documents.candidateId, candidateId),
          eq(documents.id, id),
        ),
      );
    if (!row) throw notFound('The document');
    return row;
  }

  return {
    async upload(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      kind: CandidateDocumentKind,
      file: IncomingFile,
    ) {
      const candidate = await findOrganizationCandidate(db, user, organizationId, candidateId);
      // Content and name must agree and suit the kind (413/415 otherwise): the same checks as the portal's.
      const checked = checkCandidateFile(kind, file);
      const storageKey = await files.put(organizationId, checked.bytes);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(documents)
            .values({
              organizationId,
              candidateId: candidate.id,
              kind,
              fileName: checked.fileName,
              contentType: checked.contentType,
              sizeBytes: checked.bytes.length,
              storageKey,
              uploadedByUserId: user.id,
            })
            .returning();
          if (!inserted) throw new Error('the document was not stored');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'candidate.document.uploaded',
            targetType: 'candidate',
            targetId: candidate.id,
            details: { documentId: inserted.id, kind, sizeBytes: inserted.sizeBytes },
          });
          return inserted;
        });
        return toDocumentView(row, await isApplicationBlind(db, candidate));
      } catch (error) {
        // Nothing points at the bytes once the row is gone, so they go too.
        await files.remove(storageKey);
        throw error;
      }
    },

    async remove({ user }: AuthContext, organizationId: number, candidateId: number, documentId: number) {
      const removed = await db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const row = await findDocument(tx, organizationId, candidateId, documentId);
        await tx.delete(documents).where(eq(documents.id, row.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'candidate.document.removed',
          targetType: 'candidate',
          targetId: candidateId,
          details: { documentId: row.id, kind: row.kind },
        });
        return row;
      });
      // After the commit: a rolled-back removal must still find its bytes.
      await files.remove(removed.storageKey);
    },

    async changeKind(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      documentId: number,
      kind: CandidateDocumentKind,
    ) {
      const { updated, candidate } = await db.transaction(async (tx) => {
        const found = await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const row = await findDocument(tx, organizationId, candidateId, documentId);
        const fileType = fileTypeOfStored(row);
        if (!fileType || !isFileTypeAllowedForDocument(kind, fileType)) {
          const message = candidateFileMessages.wrongType(kind, documentFileTypes[kind]);
          throw invalidInput(message, [{ field: 'type', message }]);
        }
        const [changed] = await tx
          .update(documents)
          .set({ kind })
          .where(eq(documents.id, row.id))
          .returning();
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'candidate.document.retyped',
          targetType: 'candidate',
          targetId: candidateId,
          details: { documentId: row.id, from: row.kind, to: kind },
        });
        return { updated: changed ?? row, candidate: found };
      });
      return toDocumentView(updated, await isApplicationBlind(db, candidate));
    },

    async download({ user }: AuthContext, organizationId: number, candidateId: number, documentId: number) {
      const candidate = await findOrganizationCandidate(db, user, organizationId, candidateId);
      const row = await findDocument(db, organizationId, candidateId, documentId);
      // A CV, cover letter or photo would show who a blind application is: it stays closed until revealed.
      assertDocumentOpens(row.kind, await isApplicationBlind(db, candidate));
      return { fileName: row.fileName, contentType: row.contentType, bytes: await files.get(row.storageKey) };
    },
  };
}
