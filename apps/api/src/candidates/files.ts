import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { documents } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { assertDocumentOpens, isApplicationBlind } from '../review/blind-documents.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, notFound } from '../shared/failures.ts';
import type { CandidateRow } from './access.ts';
import { findCandidateForCaller, findCandidateForOwner } from './access.ts';
import type { CheckedFile, IncomingFile } from './file-checks.ts';
import { checkCandidateFile } from './file-checks.ts';
import { withdrawnApplicationMessage } from './own-applications.ts';
import { loadCandidateView, toApplicationDocumentView } from './views.ts';

// The portal keeps one CV, one cover letter and one photo: a new one replaces the old.
const singleDocumentKinds: readonly CandidateDocumentKind[] = ['CV', 'COVER', 'PHOTO'];

export interface StoredFile extends CheckedFile {
  storageKey: string;
}

/**
 * Puts the files in the store, then runs `record` (the database transaction that points at them). A failed
 * transaction removes the new bytes; a committed one removes the bytes of the documents it replaced.
 */
export async function storeFilesThen<Result>(
  store: FileStore,
  organizationId: number,
  files: readonly CheckedFile[],
  record: (stored: StoredFile[]) => Promise<{ result: Result; replacedKeys: string[] }>,
): Promise<Result> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files)
      stored.push({ ...file, storageKey: await store.put(organizationId, file.bytes) });
    const { result, replacedKeys } = await record(stored);
    await Promise.all(replacedKeys.map((key) => store.remove(key)));
    return result;
  } catch (error) {
    await Promise.all(stored.map((file) => store.remove(file.storageKey)));
    throw error;
  }
}

/** Adds the stored files as the candidate's documents in the caller's transaction; returns the replaced keys. */
export async function recordDocuments(
  tx: Executor,
  candidate: CandidateRow,
  actorUserId: number,
  stored: readonly StoredFile[],
): Promise<{ rows: (typeof documents.$inferSelect)[]; replacedKeys: string[] }> {
  if (stored.length === 0) return { rows: [], replacedKeys: [] };
  const replacing = stored.map((file) => file.kind).filter((kind) => singleDocumentKinds.includes(kind));
  const replaced =
    replacing.length === 0
      ? []
      : await tx
          .delete(documents)
          .where(
            and(
              eq(documents.organizationId, candidate.organizationId),
              eq(documents.candidateId, candidate.id),
              inArray(documents.kind, replacing),
            ),
          )
          .returning({ storageKey: documents.storageKey });
  const rows = await tx
    .insert(documents)
    .values(
      stored.map((file) => ({
        organizationId: candidate.organizationId,
        candidateId: candidate.id,
        kind: file.kind,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        storageKey: file.storageKey,
        uploadedByUserId: actorUserId,
      })),
    )
    .returning();
  await recordAudit(tx, {
    actorUserId,
    organizationId: candidate.organizationId,
    action: 'candidate.document.uploaded',
    targetType: 'candidate',
    targetId: candidate.id,
    details: { kinds: stored.map((file) => file.kind), replaced: replaced.length },
  });
  return { rows, replacedKeys: replaced.map((row) => row.storageKey) };
}

/** The candidate's own uploads and downloads (§7 Candidate: cv, upload, download, downloadPhoto). */
export function createCandidateFileService(db: Database, store: FileStore) {
  async function upload(
    { user }: AuthContext,
    candidateId: number,
    kind: CandidateDocumentKind,
    incoming: IncomingFile,
  ) {
    // Ownership first: someone else's application answers 404 whatever the file is.
    const candidate = await findCandidateForOwner(db, user, candidateId);
    if (candidate.withdrawnAt !== null) throw conflict(withdrawnApplicationMessage);
    const file = checkCandidateFile(kind, incoming);
    return storeFilesThen(store, candidate.organizationId, [file], (stored) =>
      db.transaction(async (tx) => {
        const { rows, replacedKeys } = await recordDocuments(tx, candidate, user.id, stored);
        return { result: { candidate, rows }, replacedKeys };
      }),
    );
  }

  async function readNewest(viewer: UserRow, candidate: CandidateRow, condition: ReturnType<typeof eq>) {
    const [row] = await db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.organizationId, candidate.organizationId),
          eq(documents.candidateId, candidate.id),
          condition,
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(1);
    if (!row) throw notFound('The document');
    // A manager never opens the CV, cover letter or photo of a blind application; its candidate always may.
    if (candidate.userId !== viewer.id)
      assertDocumentOpens(row.kind, await isApplicationBlind(db, candidate));
    return { fileName: row.fileName, contentType: row.contentType, bytes: await store.get(row.storageKey) };
  }

  return {
    /** PUT /candidate/{id}/cv: the new CV replaces the old one; answers the candidate. */
    async uploadCv(auth: AuthContext, candidateId: number, file: IncomingFile) {
      const { candidate } = await upload(auth, candidateId, 'CV', file);
      return loadCandidateView(db, auth.user, candidate);
    },

    /** POST /candidate/{id}/upload/{kind}: answers the stored document. */
    async upload(auth: AuthContext, candidateId: number, kind: CandidateDocumentKind, file: IncomingFile) {
      const { rows } = await upload(auth, candidateId, kind, file);
      const [row] = rows;
      if (!row) throw new Error('the document was not stored');
      return toApplicationDocumentView(row);
    },

    /** The newest of the candidate's documents with this file name (owner or a manager of its organisation). */
    async download({ user }: AuthContext, candidateId: number, fileName: string) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return readNewest(user, candidate, eq(documents.fileName, fileName));
    },

    async downloadPhoto({ user }: AuthContext, candidateId: number) {
      const candidate = await findCandidateForCaller(db, user, candidateId);
      return readNewest(user, candidate, eq(documents.kind, 'PHOTO'));
    },
  };
}
