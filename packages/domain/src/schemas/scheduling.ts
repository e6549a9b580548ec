import type { z } from 'zod';
import { candidateCodeStages } from '../enums/enumerations.ts';
import { epochSecondsSchema, idSchema } from './common.ts';
import {
  booleanField,
  emailField,
  enumField,
  integerField,
  keyField,
  listField,
  objectSchema,
  optionalTextField,
  textField,
  tokenField,
} from './fields.ts';
import { organizationKeySchema } from './organization-key.ts';
import { stageIdSchema } from './stage.ts';

export const schedulingMessages = {
  slotEndsBeforeStart: 'The slot must end after it starts.',
  windowEndsBeforeStart: 'The availability window must end after it starts.',
  slotStartsBeforeWindow: 'The slot must start within its availability window.',
  slotEndsAfterWindow: 'The slot must end within its availability window.',
} as const;

/** Most interviewers a slot can have (§9 interviewer count choices 0 to 5). */
export const maxInterviewersPerSlot = 5;

/** The interviewers named on a slot (issue 14), who receive its calendar invitations; each once. */
export const interviewerEmailsSchema = listField(emailField(), 0, maxInterviewersPerSlot).refine(
  (emails) => new Set(emails).size === emails.length,
  { error: 'Each interviewer is named once.' },
);

/**
 * A bookable interview slot inside its availability window (§3), all times in epoch seconds.
 * Decision: a slot may touch the window's edges; zero-length slots and windows are refused.
 */
export const scheduleSlotSchema = objectSchema({
  parentStartDateTime: epochSecondsSchema,
  parentEndDateTime: epochSecondsSchema,
  startDateTime: epochSecondsSchema,
  endDateTime: epochSecondsSchema,
  numberOfInterviewers: integerField(0, maxInterviewersPerSlot),
}).superRefine((slot, context) => {
  if (slot.parentEndDateTime <= slot.parentStartDateTime) {
    context.addIssue({
      code: 'custom',
      message: schedulingMessages.windowEndsBeforeStart,
      path: ['parentEndDateTime'],
    });
  }
  if (slot.endDateTime <= slot.startDateTime) {
    context.addIssue({
      code: 'custom',
      message: schedulingMessages.slotEndsBeforeStart,
      path: ['endDateTime'],
    });
  }
  if (slot.startDateTime < slot.parentStartDateTime) {
    context.addIssue({
      code: 'custom',
      message: schedulingMessages.slotStartsBeforeWindow,
      path: ['startDateTime'],
    });
  }
  if (slot.endDateTime > slot.parentEndDateTime) {
    context.addIssue({
      code: 'custom',
      message: schedulingMessages.slotEndsAfterWindow,
      path: ['endDateTime'],
    });
  }
});
export type ScheduleSlot = z.output<typeof scheduleSlotSchema>;

/** A booking: the chosen slot start (§3). */
export const bookingSchema = objectSchema({
  id: idSchema,
  selectedTime: epochSecondsSchema,
});
export type Booking = z.output<typeof bookingSchema>;

/** /interview/{token}: the invitation link's token (§7 names it {id}; it is the link's secret). */
export const interviewTokenParamsSchema = objectSchema({ token: tokenField() });

/** An interview and its chosen time (§3); also the body of PUT /api/public/interview/{id} (§7). */
export const interviewSchema = objectSchema({
  id: idSchema,
  selectedTime: epochSecondsSchema,
});
export type Interview = z.output<typeof interviewSchema>;

/** A candidate's assessment or scheduling record (§3 candidate code, §4 code stages). */
export const candidateCodeSchema = objectSchema({
  codeStage: enumField(candidateCodeStages),
  stage: objectSchema({ stage: objectSchema({ id: stageIdSchema }) }),
});
export type CandidateCode = z.output<typeof candidateCodeSchema>;

/** An event (§3). */
export const eventSchema = objectSchema({
  id: idSchema,
  eventEndDate: epochSecondsSchema,
});
export type EventSummary = z.output<typeof eventSchema>;

/** POST /api/public/event/{id} body (§7). Decision: registration needs an email; names are optional. */
export const eventRegistrationSchema = objectSchema({
  email: emailField(),
  firstName: optionalTextField(),
  lastName: optionalTextField(),
});
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/** /{orgId}/events and /{orgId}/nonarchivedevents: the organisation by id or subdomain. */
export const publicEventListParamsSchema = objectSchema({ orgId: organizationKeySchema });

/** POST /api/public/event/{id}/qr-check-in body (§7). */
export const eventCheckInSchema = objectSchema({ email: emailField() });
export type EventCheckIn = z.output<typeof eventCheckInSchema>;

/**
 * An assessment or scheduling type offered for a stage (§3 screening-type option, §4 allowed stages).
 * Decision: id is the type's key (e.g. SCHEDULER); include-only and exclude-only-for-interview are lists
 * of type keys.
 */
export const screeningTypeOptionSchema = objectSchema({
  id: keyField(),
  label: textField(),
  value: textField(),
  stages: listField(stageIdSchema, 1, 50),
  lateral: booleanField().nullish(),
  includeOnly: listField(keyField(), 0, 50).nullish(),
  excludeOnlyForInterview: listField(keyField(), 0, 50).nullish(),
});
export type ScreeningTypeOption = z.output<typeof screeningTypeOptionSchema>;
