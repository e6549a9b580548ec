import type { MessageTemplateKey } from '@shortlist/domain/schemas';

/**
 * The text messages the API ships, for the keys that have one: GSM characters only and at most 160
 * characters as written, so a merged message stays within one or two SMS.
 */
export const defaultTexts: Partial<Record<MessageTemplateKey, string>> = {
  submitted:
    'Hi {{ candidate.firstName }}, thank you for applying for {{ role.name }} at {{ organization.name }}. We have received your application.',
  'stage-moved':
    'Hi {{ candidate.firstName }}, your application at {{ organization.name }} has a new status: {{ stage.status }}. Sign in to see what happens next.',
  rejected:
    'Hi {{ candidate.firstName }}, thank you for applying to {{ organization.name }}. We will not be taking your application further this time. We wish you well.',
  'rejected-after-application-review':
    'Hi {{ candidate.firstName }}, thank you for applying to {{ organization.name }}. We will not be taking your application further this time. We wish you well.',
  'rejected-after-online-test':
    'Hi {{ candidate.firstName }}, thank you for taking our online test. {{ organization.name }} will not take your application further this time. We wish you well.',
  'rejected-after-interview':
    'Hi {{ candidate.firstName }}, thank you for meeting us. {{ organization.name }} will not be offering you a place this time. We wish you well.',
  'rejected-after-assessment-centre':
    'Hi {{ candidate.firstName }}, thank you for joining our assessment centre. {{ organization.name }} will not be offering you a place this time. We wish you well.',
  'interview-invitation':
    'Hi {{ candidate.firstName }}, {{ organization.name }} would like to interview you. Book a time by {{ deadline }}: {{ link }}',
  'interview-booked':
    'Hi {{ candidate.firstName }}, your interview with {{ organization.name }} is booked for {{ interview.time }}. Details: {{ link }}',
  'interview-moved':
    'Hi {{ candidate.firstName }}, your interview with {{ organization.name }} has moved to {{ interview.time }}. Details: {{ link }}',
  'interview-cancelled':
    'Hi {{ candidate.firstName }}, your {{ organization.name }} interview on {{ interview.time }} is cancelled.{% if deadline %} Rebook: {{ link }}{% endif %}',
  'interview-deadline-reminder':
    'Hi {{ candidate.firstName }}, please book your interview with {{ organization.name }} by {{ deadline }}: {{ link }}',
  'interview-reminder':
    'Hi {{ candidate.firstName }}, a reminder of your interview with {{ organization.name }} on {{ interview.time }}. Details: {{ link }}',
  'assessment-invitation':
    'Hi {{ candidate.firstName }}, {{ organization.name }} invites you to the {{ assessment.name }}. Sign in to your applications to start.',
  'event-registered':
    'Hi {{ candidate.firstName }}, you have a place at {{ event.name }} ({{ organization.name }}) on {{ event.date }}. See you there!',
};
