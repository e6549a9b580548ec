import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  candidateCodes,
  candidateNotes,
  candidateProfiles,
  candidateScores,
  candidates,
  documents,
  eventRegistrations,
  events,
  inboundMessages,
  interviewInvitations,
  organizations,
  outbox,
  roles,
  stageHistory,
} from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { messagesTo } from './person-messages.ts';

/** One stored file of the person's, to be read from the file store into the archive. */
export interface ExportedDocument {
  applicationId: number;
  id: number;
  kind: string;
  fileName: string;
  contentType: string;
  storageKey: string;
  uploadedAt: Date;
}

const byApplication = <Row extends { candidateId: number }>(rows: Row[], id: number) =>
  rows.filter((row) => row.candidateId === id).map(({ candidateId: _, ...rest }) => rest);

/**
 * Everything held about a person, read in one place (UK GDPR articles 15 and 20). Other people are left out:
 * who moved, scored or noted them appears as nothing more than the act and its date.
 */
export async function readPersonalData(executor: Executor, person: UserRow) {
  const [profile] = await executor
    .select({ profile: candidateProfiles.profile, updatedAt: candidateProfiles.updatedAt })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, person.id));
  const applicationRows = await executor
    .select({ candidate: candidates, organization: organizations.name, role: roles.name })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.organizationId))
    .leftJoin(roles, eq(roles.id, candidates.roleId))
    .where(eq(candidates.userId, person.id))
    .orderBy(asc(candidates.id));
  const ids = applicationRows.map((row) => row.candidate.id);
  const anyOf = ids.length > 0 ? ids : [-1];
  const history = await executor
    .select({
      candidateId: stageHistory.candidateId,
      fromStageId: stageHistory.fromStageId,
      toStageId: stageHistory.toStageId,
      reason: stageHistory.reason,
      at: stageHistory.createdAt,
    })
    .from(stageHistory)
    .where(inArray(stageHistory.candidateId, anyOf))
    .orderBy(asc(stageHistory.createdAt), asc(stageHistory.id));
  const notes = await executor
    .select({
      candidateId: candidateNotes.candidateId,
      kind: candidateNotes.kind,
      comment: candidateNotes.comment,
      writtenAt: candidateNotes.createdAt,
    })
    .from(candidateNotes)
    .where(inArray(candidateNotes.candidateId, anyOf))
    .orderBy(asc(candidateNotes.createdAt), asc(candidateNotes.id));
  const scores = await executor
    .select({
      candidateId: candidateScores.candidateId,
      stageId: candidateScores.stageId,
      metric: candidateScores.metricKey,
      value: candidateScores.value,
      text: candidateScores.textValue,
    })
    .from(candidateScores)
    .where(inArray(candidateScores.candidateId, anyOf));
  const assessments = await executor
    .select({
      candidateId: candidateCodes.candidateId,
      type: candidateCodes.type,
      stageId: candidateCodes.stageId,
      state: candidateCodes.codeStage,
      resultStage: candidateCodes.resultStage,
      result: candidateCodes.result,
    })
    .from(candidateCodes)
    .where(inArray(candidateCodes.candidateId, anyOf));
  const invitations = await executor
    .select({
      candidateId: interviewInvitations.candidateId,
      deadlineAt: interviewInvitations.deadlineAt,
      bookedAt: interviewInvitations.bookedAt,
    })
    .from(interviewInvitations)
    .where(inArray(interviewInvitations.candidateId, anyOf));
  // What the person wrote back to an organisation (issue 32), with the application it was kept on.
  const replies = await executor
    .select({
      candidateId: inboundMessages.candidateId,
      channel: inboundMessages.channel,
      from: inboundMessages.sender,
      subject: inboundMessages.subject,
      text: inboundMessages.body,
      receivedAt: inboundMessages.receivedAt,
    })
    .from(inboundMessages)
    .where(inArray(inboundMessages.candidateId, anyOf))
    .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.id));
  const documentRows: ExportedDocument[] = (
    await executor
      .select()
      .from(documents)
      .where(inArray(documents.candidateId, anyOf))
      .orderBy(asc(documents.id))
  ).map((row) => ({
    applicationId: row.candidateId,
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    storageKey: row.storageKey,
    uploadedAt: row.createdAt,
  }));
  const messages = await executor
    .select({
      organizationId: outbox.organizationId,
      channel: outbox.channel,
      to: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      queuedAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(messagesTo(person))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  const registrations = await executor
    .select({
      event: events.name,
      email: eventRegistrations.email,
      firstName: eventRegistrations.firstName,
      lastName: eventRegistrations.lastName,
      attendance: eventRegistrations.attendance,
      status: eventRegistrations.status,
      answers: eventRegistrations.answers,
      registeredAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      or(
        eq(eventRegistrations.userId, person.id),
        sql`lower(${eventRegistrations.email}) = ${person.email.toLowerCase()}`,
      ),
    );

  const applications = applicationRows.map(({ candidate, organization, role }) => ({
    id: candidate.id,
    organization,
    role,
    stageId: candidate.stageId,
    status: candidate.status,
    appliedAt: candidate.appliedAt,
    lastChangeAt: candidate.lastChangeAt,
    answers: candidate.responses,
    diversity: {
      ethnicity: candidate.ethnicity,
      ethnicityMulti: candidate.ethnicityMulti,
      ethnicitySpecify: candidate.ethnicitySpecify,
    },
    adjustment: candidate.adjustment,
    withdrawal:
      candidate.withdrawnAt === null
        ? null
        : { at: candidate.withdrawnAt, reason: candidate.withdrawalReason, note: candidate.withdrawalNote },
    consents: {
      termsAndConditions: candidate.acceptTermAndConditions,
      contextualRecruitment: candidate.acceptRare,
      research: candidate.acceptResearch,
    },
    scores: byApplication(scores, candidate.id),
    assessments: byApplication(assessments, candidate.id),
    interviewInvitations: byApplication(invitations, candidate.id),
    stageHistory: byApplication(history, candidate.id),
    notes: byApplication(notes, candidate.id),
    replies: byApplication(replies, candidate.id),
    documents: documentRows
      .filter((row) => row.applicationId === candidate.id)
      .map(({ storageKey: _, applicationId: __, ...rest }) => rest),
  }));

  return {
    account: {
      id: person.id,
      userType: person.userType,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      preferredName: person.preferredName,
      mobile: person.mobile,
      contactChannels: person.contactChannels,
      emailVerifiedAt: person.emailVerifiedAt,
      createdAt: person.createdAt,
      photo: person.avatar,
    },
    profile: profile?.profile ?? null,
    applications,
    messages,
    eventRegistrations: registrations,
    documents: documentRows,
  };
}
