import type { Executor } from '../db/database.ts';
import type { interviewInvitations, interviewSchedules, organizations } from '../db/schema/index.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { formatDeadline, formatTime } from '../messaging/templates/merge-data.ts';
import { stageStatusWording } from '../pipeline/candidate-status-wording.ts';
import type { Settings } from '../settings.ts';
import { loadCandidateContacts } from './candidate-contacts.ts';
import { issueInvitationLink } from './invitation-links.ts';
import { contactRecipient } from './messages.ts';
import { organizationTimeZone } from './organization-time-zone.ts';
import type { ScheduleSlotRow } from './slot-views.ts';

interface ReminderTarget {
  organization: typeof organizations.$inferSelect;
  schedule: typeof interviewSchedules.$inferSelect;
  invitation: Pick<typeof interviewInvitations.$inferSelect, 'id' | 'candidateId' | 'deadlineAt'>;
}

/** 'interview-deadline-reminder': choose a time by the deadline (23:59 in the organisation's zone). */
export async function queueDeadlineReminder(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  target: ReminderTarget,
) {
  const { organization, schedule, invitation } = target;
  const contact = (await loadCandidateContacts(tx, organization.id, [invitation.candidateId])).get(
    invitation.candidateId,
  );
  if (!contact) return;
  const link = await issueInvitationLink(tx, settings, organization, invitation.id);
  const data = {
    stage: {
      name: schedule.name,
      status: stageStatusWording(schedule.stageId, contact.sectorKind, contact.roleType),
    },
    deadline: formatDeadline(invitation.deadlineAt, organizationTimeZone(organization.defaultConfiguration)),
    link,
  };
  const messages = await composeForContacts(tx, organization.id, 'interview-deadline-reminder', [
    contactRecipient(contact, data),
  ]);
  await outbox.queue(tx, messages);
}

/** 'interview-reminder': when and where, the day before. */
export async function queueInterviewReminder(
  tx: Executor,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
  target: ReminderTarget & { slot: ScheduleSlotRow },
) {
  const { organization, schedule, invitation, slot } = target;
  const contact = (await loadCandidateContacts(tx, organization.id, [invitation.candidateId])).get(
    invitation.candidateId,
  );
  if (!contact) return;
  const link = await issueInvitationLink(tx, settings, organization, invitation.id);
  const data = {
    interview: {
      time: formatTime(slot.startAt, organizationTimeZone(organization.defaultConfiguration)),
      location: schedule.location,
    },
    link,
  };
  const messages = await composeForContacts(tx, organization.id, 'interview-reminder', [
    contactRecipient(contact, data),
  ]);
  await outbox.queue(tx, messages);
}
