import type { ContactChannel } from '../enums/enumerations.ts';

// Every message the product sends, by template key, with the merge fields its text may use. Zod-free so the
// console's template screens read it without pulling the schemas into their bundle.

/** A merge field a template may write as {{ name }}: the candidate's, role's or organisation's data. */
export const mergeFieldNames = [
  'candidate.firstName',
  'candidate.lastName',
  'candidate.fullName',
  'candidate.email',
  'role.name',
  'organization.name',
  'stage.name',
  // What the candidate reads of their application's progress (issue 32): never an internal stage name.
  'stage.status',
  'deadline',
  'link',
  'code',
  'event.name',
  'event.date',
  'interview.time',
  'interview.location',
  'interview.change',
  'assessment.name',
  'message',
  // Why a candidate withdrew, in the words of the portal's list; blank when they gave no reason (issue 32).
  'withdrawal.reason',
  // A person's timetable of an assessment-centre day, one line a sitting (issue 33).
  'schedule',
] as const;
export type MergeFieldName = (typeof mergeFieldNames)[number];

const person = [
  'candidate.firstName',
  'candidate.lastName',
  'candidate.fullName',
  'candidate.email',
] as const;
const ofRole = [...person, 'role.name', 'organization.name'] as const;

/** One kind of message: which channels it has and which merge fields its texts may use. */
export interface MessageTemplateKind {
  channels: readonly ContactChannel[];
  mergeFields: readonly MergeFieldName[];
}

/**
 * Decision: account messages (sign-in codes, password links) have an email only, as their links and codes
 * must not travel by text; candidate updates have an email and a text variant.
 */
export const messageTemplateKinds = {
  submitted: { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  'stage-moved': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'stage.name', 'stage.status', 'link'],
  },
  rejected: { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  // Issue 32: a rejection's wording by the step the candidate reached; none names an internal stage.
  'rejected-after-application-review': { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  'rejected-after-online-test': { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  'rejected-after-interview': { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  'rejected-after-assessment-centre': { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'link'] },
  'interview-invitation': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'stage.name', 'stage.status', 'deadline', 'link'],
  },
  'interview-booked': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'interview.time', 'interview.location', 'link'],
  },
  'interview-reminder': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'interview.time', 'interview.location', 'link'],
  },
  'interview-moved': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'interview.time', 'interview.location', 'link'],
  },
  'interview-cancelled': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'interview.time', 'deadline', 'link'],
  },
  'interview-deadline-reminder': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'stage.name', 'stage.status', 'deadline', 'link'],
  },
  // To the interviewers named on a slot: a booking in it was made, moved or cancelled (interview.change).
  'interviewer-calendar': {
    channels: ['EMAIL'],
    mergeFields: [...ofRole, 'interview.time', 'interview.location', 'interview.change'],
  },
  // Issue 33: an assessment-centre day's schedule, to each assessor and each candidate, with an .ics.
  'assessment-centre-assessor': {
    channels: ['EMAIL'],
    mergeFields: [
      'organization.name',
      'role.name',
      'event.name',
      'event.date',
      'interview.location',
      'schedule',
    ],
  },
  'assessment-centre-candidate': {
    channels: ['EMAIL'],
    mergeFields: [...ofRole, 'event.name', 'event.date', 'interview.location', 'schedule'],
  },
  'assessment-invitation': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...ofRole, 'assessment.name', 'deadline', 'link'],
  },
  'event-registered': {
    channels: ['EMAIL', 'SMS'],
    mergeFields: [...person, 'organization.name', 'event.name', 'event.date', 'link'],
  },
  // Issue 14: a full event's waiting list, the freed place it is given, and a manager's word to registrants.
  'event-waitlisted': {
    channels: ['EMAIL'],
    mergeFields: [...person, 'organization.name', 'event.name', 'event.date'],
  },
  'event-place-offered': {
    channels: ['EMAIL'],
    mergeFields: [...person, 'organization.name', 'event.name', 'event.date', 'link'],
  },
  'event-message': {
    channels: ['EMAIL'],
    mergeFields: [...person, 'organization.name', 'event.name', 'event.date', 'message'],
  },
  'email-verification': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name', 'link'] },
  'password-reset': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name', 'link'] },
  // Issue 31: a new sign-in email is confirmed from its own inbox, and the old inbox is told of the change.
  'email-change': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name', 'link'] },
  'email-change-notice': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name'] },
  'magic-sign-in': { channels: ['EMAIL'], mergeFields: [...ofRole, 'link'] },
  'sign-in-code': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name', 'code'] },
  'on-boarding': { channels: ['EMAIL'], mergeFields: [...person, 'organization.name', 'link'] },
  'organization-code': { channels: ['EMAIL'], mergeFields: ['organization.name', 'code'] },
  // An outside reviewer's screening link (issue 13): the manager's own words travel as 'message'.
  'reviewer-invitation': {
    channels: ['EMAIL'],
    mergeFields: ['organization.name', 'link', 'deadline', 'message'],
  },
  // Issue 33: to an assessor asked for a scorecard, and to one who has not submitted a day after the interview.
  // Neither names the candidate, who may be at a blind stage; the link opens the scorecard.
  'scorecard-request': {
    channels: ['EMAIL'],
    mergeFields: ['organization.name', 'role.name', 'stage.name', 'interview.time', 'link'],
  },
  'scorecard-reminder': {
    channels: ['EMAIL'],
    mergeFields: ['organization.name', 'role.name', 'stage.name', 'interview.time', 'link'],
  },
  // To a candidate's assignee: the candidate replied (issue 32); the link opens the record, never the reply.
  'reply-received': { channels: ['EMAIL'], mergeFields: [...ofRole, 'link'] },
  // To a candidate's assignee: the candidate withdrew, with the reason they chose if any (issue 32).
  'candidate-withdrew': { channels: ['EMAIL'], mergeFields: [...ofRole, 'withdrawal.reason', 'link'] },
  // A message written on the spot knows each candidate's application: their stage, the role's deadline and
  // the link to their applications, so a template copied into it keeps those fields.
  direct: { channels: ['EMAIL', 'SMS'], mergeFields: [...ofRole, 'stage.name', 'deadline', 'link'] },
} as const satisfies Record<string, MessageTemplateKind>;

export type MessageTemplateKey = keyof typeof messageTemplateKinds;
export const messageTemplateKeys = Object.keys(messageTemplateKinds) as [
  MessageTemplateKey,
  ...MessageTemplateKey[],
];

/** Template keys a manager may edit: every message but a message written on the spot ('direct'). */
export const editableMessageTemplateKeys = messageTemplateKeys.filter(
  (key) => key !== 'direct',
) as MessageTemplateKey[];
