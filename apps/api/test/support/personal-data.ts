import { eq } from 'drizzle-orm';
import {
  candidateNotes,
  candidateProfiles,
  candidates,
  documents,
  outbox,
  users,
} from '../../src/db/schema/index.ts';
import type { SignedIn, TestApp } from './test-app.ts';
import { signIn } from './test-app.ts';
import { hashTestPassword } from './test-passwords.ts';

/** Signs in the person behind an application, giving them the demo password first. */
export async function signInPersonOf(
  t: TestApp,
  candidateId: number,
): Promise<SignedIn & { userId: number }> {
  const [application] = await t.db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!application) throw new Error(`no application ${candidateId}`);
  const [person] = await t.db
    .update(users)
    .set({ passwordHash: await hashTestPassword(), otpRequired: false })
    .where(eq(users.id, application.userId))
    .returning();
  if (!person) throw new Error(`no person for application ${candidateId}`);
  return { ...(await signIn(t.app, person.email)), userId: person.id };
}

/**
 * Gives an application traces of every kind a person's data takes, each carrying `marker` so a test can
 * find (or miss) it: answers, a diversity answer, a profile, a manager's note, a stored file, a message.
 */
export async function addPersonalData(t: TestApp, candidateId: number, marker: string) {
  const [application] = await t.db
    .update(candidates)
    .set({
      responses: [{ questionId: 'why', response: `Answer of ${marker}` }],
      ethnicity: `ethnicity-${marker}`,
      adjustment: `Adjustment of ${marker}`,
    })
    .where(eq(candidates.id, candidateId))
    .returning();
  if (!application) throw new Error(`no application ${candidateId}`);
  const [person] = await t.db.select().from(users).where(eq(users.id, application.userId));
  if (!person) throw new Error(`no person for application ${candidateId}`);
  await t.db
    .insert(candidateProfiles)
    .values({ userId: person.id, profile: { about: `Profile of ${marker}` } })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: { profile: { about: `Profile of ${marker}` } },
    });
  await t.db.insert(candidateNotes).values({
    organizationId: application.organizationId,
    candidateId,
    kind: 'note',
    comment: `Note about ${marker}`,
  });
  const bytes = Buffer.from(`CV of ${marker}`);
  const storageKey = await t.app.services.files.put(application.organizationId, bytes);
  const [document] = await t.db
    .insert(documents)
    .values({
      organizationId: application.organizationId,
      candidateId,
      kind: 'CV',
      fileName: `cv-${marker}.txt`,
      contentType: 'text/plain',
      sizeBytes: bytes.length,
      storageKey,
    })
    .returning();
  await t.db.insert(outbox).values({
    organizationId: application.organizationId,
    channel: 'EMAIL',
    recipient: person.email,
    subject: `Hello ${marker}`,
    body: `Message body for ${marker}`,
    template: 'test',
    sentAt: new Date(),
  });
  return { person, application, document: document as typeof documents.$inferSelect, bytes };
}
