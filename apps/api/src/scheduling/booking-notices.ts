import { randomUUID } from 'node:crypto';
import { queueCalendarSync } from '../calendars/calendar-writes.ts';
import type { Executor } from '../db/database.ts';
import type { interviewInvitations, interviewSchedules, organizations } from '../db/schema/index.ts';
import { composeMessages } from '../messaging/composer.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox, OutgoingMessage } from '../messaging/outbox.ts';
import { formatDeadline, formatTime } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import type { CalendarBooking } from './calendar-invitation.ts';
import { calendarInvitation } from './calendar-invitation.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import { contactRecipient } from './messages.ts';
import { organizationTimeZone } from './organization-time-zone.ts';
import type { ScheduleSlotRow } from './slot-views.ts';

type OrganizationRow = typeof organizations.$inferSelect;
type ScheduleRow = typeof interviewSchedules.$inferSelect;
type InvitationRow = typeof interviewInvitations.$inferSelect;

/** What happened to a booking: each sends the candidate and the slot's interviewers a calendar invitation. */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

const candidateTemplate = {
  booked: 'interview-booked',
  moved: 'interview-moved',
  cancelled: 'interview-cancelled',
} as const;

/** A new booking's calendar UID: the invitation's, made unique so a booking after a cancellation is new. */
export function newBookingUid(settings: Pick<Settings, 'publicUrl'>, invitationId: number) {
  return `interview-${invitationId}-${randomUUID()}@${new URL(settings.publicUrl).hostname}`;
}

export interface BookingNotice {
  change: BookingChange;
  organization: OrganizationRow;
  schedule: ScheduleRow;
  /** The invitation as it stands after the change (its UID and SEQUENCE are this version's). */
  invitation: Pick<InvitationRow, 'id' | 'candidateId' | 'deadlineAt'>;
  uid: string;
  sequence: number;
  /** The booked slot; for a cancellation the slot that was released. */
  slot: ScheduleSlotRow;
  /** A move's earlier slot as it was (its panel, its time): those not on the new slot's panel get a CANCEL of it. */
  previousSlot?: ScheduleSlotRow | null;
  /** The candidate's link to their booking page. */
  link: string;
  /** Set for a cancellation the candidate can book again after: the deadline to do so. */
  rebookBy?: Date | null;
}

/**
 * Queues, in the caller's transaction, the candidate's message (email and text as they chose, the email with
 * the .ics) and each interviewer's email with the same .ics: REQUEST for a booking or move, CANCEL otherwise.
 */
export async function queueBookingNotices(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  notice: BookingNotice,
): Promise<void> {
  const { organization, schedule, slot } = notice;
  // Issue 34: the panel's connected calendars follow the booking once this transaction commits.
  await queueCalendarSync(tx, organization.id, notice.invitation.id);
  const timeZone = organizationTimeZone(organization.defaultConfiguration);
  const contact = (await loadCandidateContacts(tx, organization.id, [notice.invitation.candidateId])).get(
    notice.invitation.candidateId,
  );
  if (!contact) return;
  const candidateName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  // Blind review (issue 31): interviewers of a blind application learn its number, not the person.
  const nameForInterviewers = contact.blind ? `Candidate ${contact.candidateId}` : candidateName;
  // The candidate's calendar entry carries their booking link; the interviewers' never does (it is the
  // candidate's key to their booking).
  const calendarOf = (
    method: CalendarBooking['method'],
    of: ScheduleSlotRow,
    forCandidate: boolean,
  ): OutgoingMessage['attachments'] => [
    calendarInvitation({
      uid: notice.uid,
      sequence: notice.sequence,
      method,
      start: of.startAt,
      end: of.endAt,
      zone: timeZone.zone,
      summary: `Interview: ${schedule.name} (${organization.name})`,
      description: `${forCandidate ? candidateName : nameForInterviewers}${contact.roleName ? `, ${contact.roleName}` : ''}.${forCandidate ? ` ${notice.link}` : ''}`,
      location: schedule.location,
      organizer: { name: organization.name, email: `no-reply@${new URL(settings.publicUrl).hostname}` },
      attendees: [
        ...(contact.anonymised || (contact.blind && !forCandidate)
          ? []
          : [{ email: contact.email, name: candidateName }]),
        ...of.interviewerEmails.map((email) => ({ email })),
      ],
      stamp: new Date(),
    }),
  ];
  const method = notice.change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = calendarOf(method, slot, true);
  const interviewersCalendar = calendarOf(method, slot, false);
  const time = formatTime(slot.startAt, timeZone);
  const data = {
    interview: { time, location: schedule.location },
    link: notice.link,
    ...(notice.rebookBy && { deadline: formatDeadline(notice.rebookBy, timeZone) }),
  };
  const forCandidate = await composeForContacts(tx, organization.id, candidateTemplate[notice.change], [
    contactRecipient(contact, data),
  ]);
  // Each interviewer's email names the time of the calendar entry it carries: a leaver's, the old time.
  const interviewerData = (change: BookingChange, at: ScheduleSlotRow) => ({
    candidate: contact.blind
      ? { fullName: nameForInterviewers, firstName: nameForInterviewers, lastName: '' }
      : { fullName: candidateName, firstName: contact.firstName, lastName: contact.lastName },
    role: { name: contact.roleName },
    interview: { time: formatTime(at.startAt, timeZone), location: schedule.location, change },
  });
  // On a move, those who were on the interview read 'moved'; those joining it read 'booked'.
  const wasOn = (email: string) => notice.previousSlot?.interviewerEmails.includes(email) ?? false;
  const interviewers = await composeMessages(
    tx,
    organization.id,
    'interviewer-calendar',
    'EMAIL',
    slot.interviewerEmails.map((email) => ({
      recipient: email,
      data: interviewerData(notice.change === 'moved' && !wasOn(email) ? 'booked' : notice.change, slot),
    })),
  );
  // A move takes the booking away from the earlier slot's interviewers who are not in the new one.
  const previousSlot = notice.previousSlot;
  const dropped = (notice.previousSlot?.interviewerEmails ?? []).filter(
    (email) => !slot.interviewerEmails.includes(email),
  );
  const droppedMessages =
    previousSlot && dropped.length > 0
      ? await composeMessages(
          tx,
          organization.id,
          'interviewer-calendar',
          'EMAIL',
          dropped.map((email) => ({ recipient: email, data: interviewerData('cancelled', previousSlot) })),
        )
      : [];
  const droppedCalendar = previousSlot ? calendarOf('CANCEL', previousSlot, false) : null;
  await outbox.queue(tx, [
    ...forCandidate.map((message) =>
      message.channel === 'EMAIL' ? { ...message, attachments: calendar } : message,
    ),
    ...interviewers.map((message) => ({ ...message, attachments: interviewersCalendar })),
    ...droppedMessages.map((message) => ({ ...message, attachments: droppedCalendar })),
  ]);
}

/** A booked slot whose interviewers changed: who joins the interview and who leaves it. */
export interface InterviewerChange {
  organization: OrganizationRow;
  schedule: ScheduleRow;
  invitation: Pick<InvitationRow, 'id' | 'candidateId' | 'bookingUid' | 'bookingSequence'>;
  slot: ScheduleSlotRow;
  added: readonly string[];
  removed: readonly string[];
}

/**
 * Queues, in the caller's transaction, the booking's calendar invitation (REQUEST, the booking's own UID and
 * SEQUENCE) to interviewers named on a booked slot, and a CANCEL to those taken off it. The candidate is not
 * told: their interview has not changed.
 */
export async function queueInterviewerChanges(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  change: InterviewerChange,
): Promise<void> {
  const { organization, schedule, invitation, slot } = change;
  if (!invitation.bookingUid || (change.added.length === 0 && change.removed.length === 0)) return;
  // Issue 34: joining members' calendars get the interview, leaving members' lose it, after commit.
  await queueCalendarSync(tx, organization.id, invitation.id);
  const timeZone = organizationTimeZone(organization.defaultConfiguration);
  const contact = (await loadCandidateContacts(tx, organization.id, [invitation.candidateId])).get(
    invitation.candidateId,
  );
  if (!contact) return;
  const candidateName = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  // Blind review (issue 31): interviewers of a blind application learn its number, not the person.
  const nameForInterviewers = contact.blind ? `Candidate ${contact.candidateId}` : candidateName;
  const calendar = (method: CalendarBooking['method']): OutgoingMessage['attachments'] => [
    calendarInvitation({
      uid: invitation.bookingUid ?? '',
      sequence: invitation.bookingSequence,
      method,
      start: slot.startAt,
      end: slot.endAt,
      zone: timeZone.zone,
      summary: `Interview: ${schedule.name} (${organization.name})`,
      description: `${nameForInterviewers}${contact.roleName ? `, ${contact.roleName}` : ''}.`,
      location: schedule.location,
      organizer: { name: organization.name, email: `no-reply@${new URL(settings.publicUrl).hostname}` },
      attendees: [
        ...(contact.anonymised || contact.blind ? [] : [{ email: contact.email, name: candidateName }]),
        ...slot.interviewerEmails.map((email) => ({ email })),
      ],
      stamp: new Date(),
    }),
  ];
  const data = (what: BookingChange) => ({
    candidate: contact.blind
      ? { fullName: nameForInterviewers, firstName: nameForInterviewers, lastName: '' }
      : { fullName: candidateName, firstName: contact.firstName, lastName: contact.lastName },
    role: { name: contact.roleName },
    interview: { time: formatTime(slot.startAt, timeZone), location: schedule.location, change: what },
  });
  const to = async (emails: readonly string[], what: BookingChange) =>
    composeMessages(
      tx,
      organization.id,
      'interviewer-calendar',
      'EMAIL',
      emails.map((email) => ({ recipient: email, data: data(what) })),
    );
  const joining = await to(change.added, 'booked');
  const leaving = await to(change.removed, 'cancelled');
  await outbox.queue(tx, [
    ...joining.map((message) => ({ ...message, attachments: calendar('REQUEST') })),
    ...leaving.map((message) => ({ ...message, attachments: calendar('CANCEL') })),
  ]);
}
