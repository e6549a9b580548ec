import { and, count, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidateNotes, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertCurrentVersion, nextVersionTime } from '../shared/edit-versions.ts';
import { forbidden, notFound } from '../shared/failures.ts';
import { findOrganizationCandidate } from './organization-candidate-access.ts';

export type NoteKind = 'note' | 'comment';

export const candidateNoteMessages = {
  notAuthor: 'Only the author of a note can change it.',
  notAuthorDelete: 'Only the author of a note can delete it.',
} as const;

const noteColumns = {
  id: candidateNotes.id,
  kind: candidateNotes.kind,
  comment: candidateNotes.comment,
  authorUserId: candidateNotes.authorUserId,
  reviewerName: candidateNotes.reviewerName,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  createdAt: candidateNotes.createdAt,
  updatedAt: candidateNotes.updatedAt,
};

/** A candidate's notes with their authors' names; one note when an id is given. */
function selectNotes(executor: Executor, organizationId: number, candidateId: number, noteId?: number) {
  return executor
    .select(noteColumns)
    .from(candidateNotes)
    .leftJoin(users, eq(candidateNotes.authorUserId, users.id))
    .where(
      and(
        eq(candidateNotes.organizationId, organizationId),
        eq(candidateNotes.candidateId, candidateId),
        noteId === undefined ? undefined : eq(candidateNotes.id, noteId),
      ),
    );
}

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

function toNoteView(row: NoteRow) {
  return {
    id: row.id,
    kind: row.kind,
    comment: row.comment,
    author:
      row.authorUserId === null
        ? null
        : { id: row.authorUserId, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
    /** The outside reviewer who wrote it through a reviewer link; null for a manager's note. */
    reviewerName: row.reviewerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function countCandidateNotes(executor: Executor, organizationId: number, candidateId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(candidateNotes)
    .where(
      and(eq(candidateNotes.organizationId, organizationId), eq(candidateNotes.candidateId, candidateId)),
    );
  return row?.total ?? 0;
}

/** Notes and comments managers write about a candidate (§7 .../note, .../comment). */
export function createCandidateNoteService(db: Database) {
  async function readNote(executor: Executor, organizationId: number, candidateId: number, noteId: number) {
    const [row] = await selectNotes(executor, organizationId, candidateId, noteId);
    if (!row) throw notFound('The note');
    return row;
  }

  return {
    /** Decision: notes and comments in one list, newest first, each with its author's name. */
    async list({ user }: AuthContext, organizationId: number, candidateId: number) {
      await findOrganizationCandidate(db, user, organizationId, candidateId);
      const rows = await selectNotes(db, organizationId, candidateId).orderBy(
        desc(candidateNotes.createdAt),
        desc(candidateNotes.id),
      );
      return rows.map(toNoteView);
    },

    async create(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      kind: NoteKind,
      comment: string,
    ) {
      return db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const [inserted] = await tx
          .insert(candidateNotes)
          .values({ organizationId, candidateId, authorUserId: user.id, kind, comment })
          .returning({ id: candidateNotes.id });
        if (!inserted) throw new Error('the note was not stored');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: `candidate.${kind}.created`,
          targetType: 'candidate',
          targetId: candidateId,
          details: { noteId: inserted.id },
        });
        return toNoteView(await readNote(tx, organizationId, candidateId, inserted.id));
      });
    },

    /** Decision: only the author edits a note, whatever their role; the text is signed by them. */
    async edit(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      noteId: number,
      comment: string,
      expectedVersion?: string,
    ) {
      return db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const note = await readNote(tx, organizationId, candidateId, noteId);
        if (note.authorUserId !== user.id) throw forbidden(candidateNoteMessages.notAuthor);
        // Lost updates (issue 31): the author's two tabs saving one note; the older one is refused.
        const [current] = await tx
          .select({ updatedAt: candidateNotes.updatedAt })
          .from(candidateNotes)
          .where(eq(candidateNotes.id, noteId))
          .for('update');
        assertCurrentVersion(expectedVersion, current?.updatedAt ?? null);
        await tx
          .update(candidateNotes)
          .set({ comment, updatedAt: nextVersionTime(current?.updatedAt ?? null) })
          .where(eq(candidateNotes.id, noteId));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: `candidate.${note.kind}.edited`,
          targetType: 'candidate',
          targetId: candidateId,
          details: { noteId },
        });
        return toNoteView(await readNote(tx, organizationId, candidateId, noteId));
      });
    },

    /** Decision: like editing, only the author deletes a note; an outside reviewer's comment stays. */
    async remove({ user }: AuthContext, organizationId: number, candidateId: number, noteId: number) {
      await db.transaction(async (tx) => {
        await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const note = await readNote(tx, organizationId, candidateId, noteId);
        if (note.authorUserId !== user.id) throw forbidden(candidateNoteMessages.notAuthorDelete);
        await tx.delete(candidateNotes).where(eq(candidateNotes.id, noteId));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: `candidate.${note.kind}.deleted`,
          targetType: 'candidate',
          targetId: candidateId,
          details: { noteId },
        });
      });
    },
  };
}
