import type { ContactRecipient } from '../messaging/contact-messages.ts';
import type { MergeData, MessageTimeZone } from '../messaging/templates/merge-data.ts';
import { candidateFields, formatDeadline } from '../messaging/templates/merge-data.ts';
import type { CandidateContact } from './candidate-contacts.ts';

// The merge data of scheduling and assessment messages; the words are the templates' (messaging/templates).

/** A candidate of an invitation or booking as the composer takes them: address, preferences and data. */
export function contactRecipient(contact: CandidateContact, data: MergeData): ContactRecipient {
  return {
    email: contact.email,
    mobile: contact.mobile,
    channels: contact.channels,
    anonymised: contact.anonymised,
    data: { candidate: candidateFields(contact), role: { name: contact.roleName }, ...data },
  };
}

/**
 * 'interview-invitation': the schedule's name is the organisation's name for the interview; the status is
 * what the candidate reads of the schedule's stage (issue 32), which the shipped texts show.
 */
export const interviewInvitationData = (input: {
  scheduleName: string;
  stageStatus: string;
  link: string;
  deadline: Date;
  timeZone: MessageTimeZone;
}) => ({
  stage: { name: input.scheduleName, status: input.stageStatus },
  link: input.link,
  deadline: formatDeadline(input.deadline, input.timeZone),
});

/** 'assessment-invitation': the assessment's name as a sentence writes it. */
export const assessmentInvitationData = (assessmentLabel: string) => ({
  assessment: { name: assessmentLabel.toLowerCase() },
});
