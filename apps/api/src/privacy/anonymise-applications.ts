import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  candidateCodes,
  candidateNotes,
  candidateScores,
  candidates,
  documents,
  eventRegistrations,
  inboundMessages,
  outbox,
} from '../db/schema/index.ts';
import { messagesTo } from './person-messages.ts';

/** What an anonymisation removed, counted for the audit log (never the data itself). */
export interface AnonymisedApplications {
  applications: number;
  notes: number;
  documents: number;
  /** File store keys of the removed documents, deleted once the transaction has committed. */
  storageKeys: string[];
}

/**
 * Clears the personal data of applications (answers, diversity answers, adjustments, notes, written scores,
 * assessment results, documents) and keeps the row with its role, stage and dates, so funnel and efficiency
 * counts stay what they were.
 */
export async function anonymiseApplications(
  executor: Executor,
  candidateIds: readonly number[],
  now: Date,
): Promise<AnonymisedApplications> {
  if (candidateIds.length === 0) return { applications: 0, notes: 0, documents: 0, storageKeys: [] };
  const ids = [...candidateIds];
  const updated = await executor
    .update(candidates)
    .set({
      responses: [],
      ethnicity: null,
      ethnicityMulti: null,
      ethnicitySpecify: null,
      adjustment: null,
      // The reason a candidate chose stays for the reports; the words they wrote go.
      withdrawalNote: null,
      source: null,
      assigneeUserId: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(inArray(candidates.id, ids))
    .returning({ id: candidates.id });
  const notes = await executor
    .delete(candidateNotes)
    .where(inArray(candidateNotes.candidateId, ids))
    .returning({ id: candidateNotes.id });
  const removed = await executor
    .delete(documents)
    .where(inArray(documents.candidateId, ids))
    .returning({ storageKey: documents.storageKey });
  // A reply's words and sender are the person's (their files went with the documents above).
  await executor.delete(inboundMessages).where(inArray(inboundMessages.candidateId, ids));
  // Numbers stay for the reports; a scorer's written words about the person go.
  await executor
    .update(candidateScores)
    .set({ textValue: null })
    .where(inArray(candidateScores.candidateId, ids));
  await executor.update(candidateCodes).set({ result: null }).where(inArray(candidateCodes.candidateId, ids));
  return {
    applications: updated.length,
    notes: notes.length,
    documents: removed.length,
    storageKeys: removed.map((row) => row.storageKey),
  };
}

/** Removes the person from an organisation's messages (or every organisation's when none is given) and event lists. */
export async function anonymiseContacts(
  executor: Executor,
  person: { id: number; email: string; mobile: string | null },
  organizationId: number | null,
  now: Date,
): Promise<{ messages: number }> {
  const inOrganization = organizationId === null ? undefined : eq(outbox.organizationId, organizationId);
  const messages = await executor
    .update(outbox)
    .set({ recipient: 'anonymised', subject: '', body: '' })
    .where(and(messagesTo(person), inOrganization))
    .returning({ id: outbox.id, sentAt: outbox.sentAt, failedAt: outbox.failedAt });
  // A message still queued for an erased person is never sent.
  const unsent = messages.filter((row) => !row.sentAt && !row.failedAt).map((row) => row.id);
  if (unsent.length > 0) {
    await executor
      .update(outbox)
      .set({ failedAt: now, failureReason: 'The recipient was anonymised.' })
      .where(inArray(outbox.id, unsent));
  }
  const registrations = await executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        or(
          eq(eventRegistrations.userId, person.id),
          sql`lower(${eventRegistrations.email}) = ${person.email.toLowerCase()}`,
        ),
        organizationId === null ? undefined : eq(eventRegistrations.organizationId, organizationId),
      ),
    );
  for (const registration of registrations) {
    await executor
      .update(eventRegistrations)
      .set({
        email: `anonymised-${registration.id}@anonymised.invalid`,
        firstName: '',
        lastName: '',
        userId: null,
        // The answers to an event's questions are the person's words; the check-in code is theirs to use.
        answers: {},
        checkInTokenHash: null,
      })
      .where(eq(eventRegistrations.id, registration.id));
  }
  return { messages: messages.length };
}
