import type { MessageTemplateKey } from '@shortlist/domain/schemas';

/** A message's texts in Liquid: the subject (email only) and the body, which is also the plain-text part. */
export interface TemplateTexts {
  subject: string | null;
  body: string;
}

// Shared lines, so every message greets and signs off the same way. Fallbacks rather than {% if %} tags, so the
// console's editor opens them as merge-field chips (issue 32).
const hello = 'Hello {{ candidate.firstName | default: "there" }},';
const application = 'your application for {{ role.name | default: "the role" }}';
const linkOrStop = '{% if link %}: {{ link }}{% else %}.{% endif %}';
const ignore = 'If you did not ask for it, ignore this email.';

/**
 * The emails the API ships for every message (key), in warm, plain British English. A manager admin may
 * replace any of them with the organisation's own text (message_templates).
 */
export const defaultEmails: Record<Exclude<MessageTemplateKey, 'direct'>, TemplateTexts> = {
  submitted: {
    subject: 'We have received your application for {{ role.name }}',
    body: `${hello}\n\nThank you for applying for {{ role.name }} at {{ organization.name }}. Your application has been submitted; we will be in touch about the next steps.\n\nYou can follow it from your applications page${linkOrStop}`,
  },
  'stage-moved': {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThere is news about ${application} at {{ organization.name }}. Its status is now: {{ stage.status }}.\n\nSign in to see what happens next.`,
  },
  rejected: {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThank you for the time and care you put into ${application} at {{ organization.name }}. We have thought about it carefully and, on this occasion, we will not be taking it further.\n\nWe know this is disappointing news. We wish you every success, and we hope you will apply to us again.`,
  },
  // Issue 32: by the step the candidate reached, in the same warm words; none names an internal stage.
  'rejected-after-application-review': {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThank you for applying to {{ organization.name }} and for the care you took over ${application}. We have read it carefully and, on this occasion, we will not be taking it further. We receive many strong applications, and this was not an easy decision.\n\nWe wish you every success, and we hope you will apply to us again.`,
  },
  'rejected-after-online-test': {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThank you for taking the time to complete our online test as part of ${application} at {{ organization.name }}. We have looked carefully at your results and, on this occasion, we will not be taking your application further.\n\nWe know this is disappointing news. We wish you every success, and we hope you will apply to us again.`,
  },
  'rejected-after-interview': {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThank you for meeting us about ${application} at {{ organization.name }}; we enjoyed speaking with you. We have thought about it carefully and, on this occasion, we will not be offering you a place.\n\nWe know this is disappointing news after the effort you have put in. We wish you every success, and we hope you will apply to us again.`,
  },
  'rejected-after-assessment-centre': {
    subject: `Update on ${application} at {{ organization.name }}`,
    body: `${hello}\n\nThank you for joining us at our assessment centre as part of ${application} at {{ organization.name }}. It was a pleasure to meet you. The decision was a close one and, on this occasion, we will not be offering you a place.\n\nWe know how much time and energy the day takes, and we are grateful for it. We wish you every success, and we hope you will apply to us again.`,
  },
  'interview-invitation': {
    subject: 'Book your interview with {{ organization.name }}',
    body: `${hello}\n\n{{ organization.name }} would like to invite you to the next step of ${application}{% if stage.status %}: {{ stage.status }}{% endif %}.\nChoose a time that suits you here: {{ link }}\n\nPlease book by {{ deadline }}.`,
  },
  'interview-booked': {
    subject: 'Your interview with {{ organization.name }} is booked',
    body: `${hello}\n\nYour interview about ${application} is booked for {{ interview.time }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\nTo choose another time before the deadline: {{ link }}`,
  },
  'interview-reminder': {
    subject: 'Reminder: your interview with {{ organization.name }}',
    body: `${hello}\n\nA reminder that your interview about ${application} is on {{ interview.time }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\nThe details are here: {{ link }}\n\nWe look forward to speaking with you.`,
  },
  'interview-moved': {
    subject: 'Your interview with {{ organization.name }} has moved',
    body: `${hello}\n\nYour interview about ${application} has moved to {{ interview.time }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\nThe calendar invitation attached replaces the earlier one. To see your booking: {{ link }}`,
  },
  'interview-cancelled': {
    subject: 'Your interview with {{ organization.name }} is cancelled',
    body: `${hello}\n\nYour interview about ${application} on {{ interview.time }} has been cancelled.{% if deadline %}\nYou can choose another time before {{ deadline }}: {{ link }}{% endif %}`,
  },
  'interview-deadline-reminder': {
    subject: 'Reminder: book your interview with {{ organization.name }}',
    body: `${hello}\n\nYou have not yet chosen a time for your interview about ${application}{% if stage.status %} ({{ stage.status }}){% endif %}.\nPlease book by {{ deadline }}: {{ link }}`,
  },
  'interviewer-calendar': {
    subject: 'Interview {{ interview.change }}: {{ candidate.fullName }}, {{ interview.time }}',
    body: 'Hello,\n\nThe interview with {{ candidate.fullName }}{% if role.name %} for {{ role.name }}{% endif %} at {{ organization.name }} is {{ interview.change }}: {{ interview.time }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\nThe calendar invitation is attached.',
  },
  // Issue 33: everyone's own timetable of an assessment-centre day; the .ics attached carries each sitting.
  'assessment-centre-assessor': {
    subject: 'Your assessment-centre schedule: {{ event.name }}, {{ event.date }}',
    body: 'Hello,\n\nThank you for assessing at {{ event.name }}{% if role.name %} for {{ role.name }}{% endif %} at {{ organization.name }} on {{ event.date }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\n\nYour sittings:\n{{ schedule }}\n\nEach sitting is in the calendar invitation attached. Your scorecards open in Shortlist once you have met the candidates.',
  },
  'assessment-centre-candidate': {
    subject: 'Your assessment centre with {{ organization.name }}: {{ event.date }}',
    body: `${hello}\n\nWe look forward to meeting you at our assessment centre for ${application} on {{ event.date }}.{% if interview.location %}\nWhere: {{ interview.location }}{% endif %}\n\nYour timetable for the day:\n{{ schedule }}\n\nEach part of the day is in the calendar invitation attached. If you need any adjustments, reply to this email.`,
  },
  'assessment-invitation': {
    subject: '{{ organization.name }}: your {{ assessment.name }}',
    body: `${hello}\n\nAs the next step of ${application} at {{ organization.name }}, you are invited to the {{ assessment.name }}.{% if deadline %} Please complete it by {{ deadline }}.{% endif %}\nSign in to your applications to see what to do next${linkOrStop}`,
  },
  'event-registered': {
    subject: 'You are registered for {{ event.name }}',
    body: 'Hello {{ candidate.firstName | default: "there" }},\n\nYou have a place at {{ event.name }} ({{ organization.name }}) on {{ event.date }}.\n\nShow this email at the door to check in. We look forward to seeing you.',
  },
  'event-waitlisted': {
    subject: 'You are on the waiting list for {{ event.name }}',
    body: 'Hello {{ candidate.firstName | default: "there" }},\n\n{{ event.name }} ({{ organization.name }}) on {{ event.date }} is full, so you are on its waiting list. If a place frees up it is yours, and we will email you at once with your check-in code.',
  },
  'event-place-offered': {
    subject: 'A place is yours at {{ event.name }}',
    body: 'Hello {{ candidate.firstName | default: "there" }},\n\nA place has freed up at {{ event.name }} ({{ organization.name }}) on {{ event.date }}, and it is now yours: you are registered.\n\nShow the QR code in this email at the door to check in, or open your check-in page:\n{{ link }}',
  },
  'event-message': {
    subject: 'About {{ event.name }}',
    body: 'Hello {{ candidate.firstName | default: "there" }},\n\n{{ message }}\n\n{{ event.name }}, {{ event.date }}',
  },
  'email-verification': {
    subject: 'Confirm your email address',
    body: `${hello}\n\nConfirm your email address to finish creating your account:\n{{ link }}\n\nThe link works once and expires in 7 days. If you did not sign up, ignore this email.`,
  },
  'email-change': {
    subject: 'Confirm your new sign-in email',
    body: `${hello}\n\nConfirm that you want to sign in to Shortlist with this email address:\n{{ link }}\n\nYour sign-in email changes only when you open this link. It works once and expires in 24 hours. If you did not ask for this, ignore this email.`,
  },
  'email-change-notice': {
    subject: 'Your sign-in email is being changed',
    body: `${hello}\n\nSomeone signed in to your Shortlist account asked to change its sign-in email to another address. It changes only when the change is confirmed from that address's inbox.\n\nIf this was not you, sign in and change your password now: your sign-in email stays as it is until the change is confirmed.`,
  },
  'password-reset': {
    subject: 'Reset your password',
    body: `${hello}\n\nChoose a new password here:\n{{ link }}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this email; your password stays as it is.`,
  },
  'magic-sign-in': {
    subject:
      '{% if role.name %}Continue your application: {{ role.name }}{% else %}Your sign-in link{% endif %}',
    body: `${hello}\n\n{% if role.name %}Continue your application to {{ role.name }} at {{ organization.name }} with this link:{% else %}Sign in with this link:{% endif %}\n{{ link }}\n\nThe link works once and expires in 15 minutes. ${ignore}`,
  },
  'sign-in-code': {
    subject: 'Your Shortlist sign-in code is {{ code }}',
    body: `${hello}\n\nYour sign-in code is {{ code }}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
  },
  'on-boarding': {
    subject: 'You have been added to {{ organization.name }} on Shortlist',
    body: `${hello}\n\nYou have been added to {{ organization.name }}. Choose your password here: {{ link }}\n\nThe link expires in 14 days.`,
  },
  'organization-code': {
    subject: 'Your {{ organization.name }} code is {{ code }}',
    body: `Your code is {{ code }}. It expires in 10 minutes. ${ignore}`,
  },
  'reviewer-invitation': {
    subject: '{{ organization.name }} asks you to review applications',
    body: `Hello,\n\n{{ organization.name }} would like you to review some applications on Shortlist.{% if message %}\n\n{{ message }}{% endif %}\n\nOpen them here: {{ link }}\n\nThe link works until {{ deadline }}. ${ignore}`,
  },
  // Issue 33: to an assessor; the candidate is not named (they may be at a blind stage), the link opens them.
  'scorecard-request': {
    subject: '{{ organization.name }} asks for your scorecard',
    body: 'Hello,\n\n{{ organization.name }} asks for your scorecard of a candidate for {{ role.name | default: "a role" }} (stage: {{ stage.name | default: "interview" }}{% if interview.time %}, {{ interview.time }}{% endif %}). Rate each competency against its guide, then submit: until you do, the other assessors’ scorecards stay hidden from you.\n\nOpen your scorecard: {{ link }}',
  },
  'scorecard-reminder': {
    subject: 'Reminder: your scorecard for {{ organization.name }}',
    body: 'Hello,\n\nYour scorecard of a candidate for {{ role.name | default: "a role" }} (stage: {{ stage.name | default: "interview" }}{% if interview.time %}, {{ interview.time }}{% endif %}) is not submitted yet. Please score while the interview is fresh.\n\nOpen your scorecard: {{ link }}',
  },
  // To the assignee: who replied and where to read it; the reply's words stay in the record (issue 32).
  'reply-received': {
    subject: '{{ candidate.fullName }} replied{% if role.name %} about {{ role.name }}{% endif %}',
    body: 'Hello,\n\n{{ candidate.fullName }} has replied{% if role.name %} about {{ role.name }}{% endif %}. Read the reply in their record: {{ link }}',
  },
  // To the assignee: a candidate withdrew, with the reason they chose; their own note stays in the record.
  'candidate-withdrew': {
    subject: '{{ candidate.fullName }} withdrew{% if role.name %} from {{ role.name }}{% endif %}',
    body: 'Hello,\n\n{{ candidate.fullName }} has withdrawn their application{% if role.name %} for {{ role.name }}{% endif %}.{% if withdrawal.reason %} Their reason: {{ withdrawal.reason }}.{% endif %}\n\nSee their record: {{ link }}',
  },
};
