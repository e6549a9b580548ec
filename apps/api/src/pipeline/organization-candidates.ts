import type {
  CandidatePersonUpdate,
  ContactHistoryChannel,
  ContactHistoryQuery,
} from '@shortlist/domain/schemas';
import { buildPage } from '@shortlist/domain/schemas';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { createCandidateDocumentService } from '../candidates/documents.ts';
import type { Database, Executor } from '../db/database.ts';
import { candidates, outbox, users } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { isTextTo } from '../messaging/mobile-recipients.ts';
import { messageStatusOf } from '../messaging/status.ts';
import type { RenderedRow } from '../messaging/unrendered-messages.ts';
import { renderQueued } from '../messaging/unrendered-messages.ts';
import { blindStageIdsOf, isBlind } from '../review/blind-review.ts';
import { revealApplication } from '../review/reveal.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { clock } from '../shared/clock.ts';
import { contactEmailOf, contactEmailToStore, isAnotherPersonsEmail } from '../shared/contact-email.ts';
import { conflict, forbidden, notFound } from '../shared/failures.ts';
import { isProviderAdmin } from '../shared/permissions.ts';
import { redactUrl } from '../shared/redact.ts';
import { createCandidateNoteService } from './notes.ts';
import { findOrganizationCandidate } from './organization-candidate-access.ts';
import { buildOrganizationCandidateView } from './organization-candidate-view.ts';
import { createCandidateScoreService } from './scores.ts';

export const organizationCandidateMessages = {
  anonymised: "This candidate's personal data has been anonymised and cannot be changed.",
  sharedAccount:
    'This person has also applied to another organisation, so only they can change their details.',
  privateMessage: 'A private sign-in or verification message (not shown).',
  blindMessage: 'A message to the candidate (not shown during blind review).',
  emailTaken: 'An account with this email already exists.',
} as const;

// Messages that carry a sign-in code or a single-use link: a manager sees that one was sent, never its text.
const privateTemplates = new Set([
  'sign-in-code',
  'organization-code',
  'password-reset',
  'magic-sign-in',
  'email-verification',
  'email-change',
  'on-boarding',
]);

function toContactView(row: RenderedRow, blind: boolean, now: Date) {
  const hidden = privateTemplates.has(row.template) || blind;
  const status = messageStatusOf(row, now);
  return {
    id: row.id,
    channel: row.channel,
    // Blind review (issue 31): the address and the text, which greets the person by name, are withheld.
    recipient: blind ? null : row.recipient,
    template: row.template,
    subject: blind
      ? organizationCandidateMessages.blindMessage
      : hidden
        ? organizationCandidateMessages.privateMessage
        : row.subject,
    // Links in other messages (an interview booking link) keep their shape but lose their token.
    body: hidden ? null : row.body.replace(/https?:\/\/\S+/g, (url) => redactUrl(url)),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    status,
    // Issue 32: when a held or scheduled message will go; when and why a cancelled one was stopped.
    scheduledFor: status === 'scheduled' ? row.nextAttemptAt.toISOString() : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason ?? null,
    // The outbox stores only safe words (an SMTP code, an HTTP status), never the provider's own text.
    failureReason: status === 'failed' || status === 'unknown' ? row.failureReason : null,
  };
}

function contactConditions(person: UserRow, channel: ContactHistoryChannel): SQL | undefined {
  // Both of the person's addresses: messages went to the sign-in email until a manager corrected the contact one.
  const addresses = [...new Set([person.email, contactEmailOf(person)].map((email) => email.toLowerCase()))];
  const byEmail = and(eq(outbox.channel, 'EMAIL'), inArray(sql`lower(${outbox.recipient})`, addresses));
  const bySms = person.mobile ? isTextTo(person.mobile) : undefined;
  if (channel === 'EMAIL') return byEmail;
  if (channel === 'SMS') return bySms ?? sql`false`;
  return or(byEmail, bySms);
}

export const candidateViewedAuditAction = 'candidate.viewed';

/**
 * The organisation-scoped candidate calls of §7: the manager's view, contact history, adjustments, match and
 * corrections of the person's details, with documents, scores and notes as their own services.
 */
export function createOrganizationCandidateService(db: Database, files: FileStore) {
  async function viewOf(user: UserRow, candidate: CandidateRow) {
    return buildOrganizationCandidateView(db, user, candidate);
  }

  async function personOf(executor: Executor, candidate: CandidateRow): Promise<UserRow> {
    const [person] = await executor.select().from(users).where(eq(users.id, candidate.userId));
    if (!person) throw notFound('The candidate');
    return person;
  }

  /** Changes the application's own columns and records who did it, in one transaction. */
  async function changeCandidate(
    user: UserRow,
    organizationId: number,
    candidateId: number,
    change: Partial<Pick<CandidateRow, 'adjustment' | 'matched'>>,
    action: string,
  ) {
    const updated = await db.transaction(async (tx) => {
      await findOrganizationCandidate(tx, user, organizationId, candidateId);
      const [row] = await tx
        .update(candidates)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(candidates.id, candidateId))
        .returning();
      if (!row) throw notFound('The candidate');
      await recordAudit(tx, {
        actorUserId: user.id,
        organizationId,
        action,
        targetType: 'candidate',
        targetId: candidateId,
        details: 'matched' in change ? { matched: change.matched } : { cleared: change.adjustment === null },
      });
      return row;
    });
    return viewOf(user, updated);
  }

  return {
    documents: createCandidateDocumentService(db, files),
    scores: createCandidateScoreService(db),
    notes: createCandidateNoteService(db),

    async get({ user }: AuthContext, organizationId: number, candidateId: number) {
      const view = await viewOf(user, await findOrganizationCandidate(db, user, organizationId, candidateId));
      // A sensitive read: who opened whose record and when, written only once the record was found.
      await recordAudit(db, {
        actorUserId: user.id,
        organizationId,
        action: candidateViewedAuditAction,
        targetType: 'candidate',
        targetId: candidateId,
      });
      return view;
    },

    /** Decision: messages of this organisation to the person's email and mobile, newest first, ALL = both. */
    async contactHistory(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      channel: ContactHistoryChannel,
      query: ContactHistoryQuery,
    ) {
      const candidate = await findOrganizationCandidate(db, user, organizationId, candidateId);
      const person = await personOf(db, candidate);
      const where = and(eq(outbox.organizationId, organizationId), contactConditions(person, channel));
      const size = query.resultsPerPage;
      const [totalRow] = await db.select({ total: count() }).from(outbox).where(where);
      const total = totalRow?.total ?? 0;
      const rows =
        query.page * size < total
          ? await db
              .select()
              .from(outbox)
              .where(where)
              .orderBy(desc(outbox.createdAt), desc(outbox.id))
              .limit(size)
              .offset(query.page * size)
          : [];
      // A bulk action's message still waiting to be rendered is shown as it will go out.
      const rendered = await renderQueued(db, rows);
      const blind = isBlind(candidate, await blindStageIdsOf(db, organizationId));
      const now = clock.now();
      return buildPage(
        rendered.map((row) => toContactView(row, blind, now)),
        { page: query.page, size, total },
      );
    },

    /** POST .../reveal: a manager admin lifts blind review (audited) and reads the unblinded record. */
    async reveal({ user }: AuthContext, organizationId: number, candidateId: number, reason: string) {
      const revealed = await db.transaction((tx) =>
        revealApplication(tx, user, organizationId, candidateId, reason),
      );
      return viewOf(user, revealed);
    },

    async setAdjustment(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      adjustment: string | null,
    ) {
      return changeCandidate(
        user,
        organizationId,
        candidateId,
        { adjustment },
        'candidate.adjustment.updated',
      );
    },

    async setMatched({ user }: AuthContext, organizationId: number, candidateId: number, matched: boolean) {
      return changeCandidate(
        user,
        organizationId,
        candidateId,
        { matched },
        matched ? 'candidate.matched' : 'candidate.unmatched',
      );
    },

    /**
     * A manager corrects the person's names, email or mobile. Decision: the account is the person's own, so a
     * manager may correct it only while every live application of the person is with this organisation (the
     * provider always may); an email is the contact email only (the sign-in email stays the person's), and
     * clearing the mobile stops texts.
     */
    async updatePerson(
      { user }: AuthContext,
      organizationId: number,
      candidateId: number,
      update: CandidatePersonUpdate,
    ) {
      const candidate = await db.transaction(async (tx) => {
        const found = await findOrganizationCandidate(tx, user, organizationId, candidateId);
        const person = await personOf(tx, found);
        if (person.anonymised) throw conflict(organizationCandidateMessages.anonymised);
        if (!isProviderAdmin(user)) {
          const [elsewhere] = await tx
            .select({ total: count() })
            .from(candidates)
            .where(
              and(
                eq(candidates.userId, person.id),
                ne(candidates.organizationId, organizationId),
                isNull(candidates.deletedAt),
              ),
            );
          if ((elsewhere?.total ?? 0) > 0) throw forbidden(organizationCandidateMessages.sharedAccount);
        }
        // A manager corrects where messages go, never what the person signs in with (issue 31): otherwise a
        // password reset sent to the corrected address would hand the manager the person's account.
        const contactEmail =
          update.email === undefined ? undefined : contactEmailToStore(update.email, person);
        const emailChanged = contactEmail !== undefined && contactEmail !== person.contactEmail;
        // Another person's address would mix their messages into this person's contact history.
        if (
          emailChanged &&
          contactEmail !== null &&
          (await isAnotherPersonsEmail(tx, contactEmail, person.id))
        ) {
          throw conflict(organizationCandidateMessages.emailTaken, [
            { field: 'email', message: organizationCandidateMessages.emailTaken },
          ]);
        }
        const mobileCleared = update.mobile === null;
        await tx
          .update(users)
          .set({
            firstName: update.firstName ?? person.firstName,
            lastName: update.lastName ?? person.lastName,
            preferredName: update.preferredName === undefined ? person.preferredName : update.preferredName,
            mobile: update.mobile === undefined ? person.mobile : update.mobile,
            ...(mobileCleared ? { contactChannels: person.contactChannels.filter((c) => c !== 'SMS') } : {}),
            ...(emailChanged ? { contactEmail } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, person.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'candidate.person.updated',
          targetType: 'user',
          targetId: person.id,
          details: {
            candidateId,
            fields: Object.keys(update).filter(
              (key) => update[key as keyof CandidatePersonUpdate] !== undefined,
            ),
            emailChanged,
          },
        });
        return found;
      });
      return viewOf(user, candidate);
    },
  };
}

export type OrganizationCandidateService = ReturnType<typeof createOrganizationCandidateService>;
