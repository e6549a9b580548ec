import { z } from 'zod';
import type { Attendance, EventRegistrationStatus } from '../enums/enumerations.ts';
import { attendances, eventTypes } from '../enums/enumerations.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import { eventEditingMessages } from './event-messages.ts';
import {
  booleanField,
  emailField,
  enumField,
  fieldLimits,
  integerField,
  keyedRecordField,
  keyField,
  listField,
  objectSchema,
  optionalTextField,
  stringField,
  textField,
} from './fields.ts';

// Decision: an event asks at most 20 registration questions, each answered in one short text.
export const maxEventQuestions = 20;

/** A question a registrant answers (dietary needs, university...); its id keys the answers. */
export const eventQuestionSchema = objectSchema({
  id: keyField(),
  label: textField(fieldLimits.label),
  required: booleanField().default(false),
});
export type EventQuestion = z.output<typeof eventQuestionSchema>;

const questionsField = listField(eventQuestionSchema, 0, maxEventQuestions).refine(
  (questions) => new Set(questions.map((question) => question.id)).size === questions.length,
  { error: eventEditingMessages.duplicateQuestion },
);

// Decision: an event holds at most 100,000 people; null capacity means no limit.
export const maxEventCapacity = 100_000;

const eventFields = {
  name: textField(),
  description: optionalTextField(fieldLimits.longText),
  eventType: enumField(eventTypes),
  location: optionalTextField(fieldLimits.label),
  eventStartDate: epochSecondsSchema,
  eventEndDate: epochSecondsSchema,
  capacity: integerField(1, maxEventCapacity).nullish(),
  archived: booleanField(),
  questions: questionsField,
};

const endsAfterStart = (event: { eventStartDate?: number; eventEndDate?: number }) =>
  event.eventStartDate === undefined ||
  event.eventEndDate === undefined ||
  event.eventEndDate > event.eventStartDate;

/** POST /events (times in epoch seconds, like §3 eventEndDate); the provider names the organisation. */
export const eventCreateSchema = objectSchema({
  ...eventFields,
  archived: eventFields.archived.default(false),
  questions: questionsField.default([]),
  organizationId: idSchema.nullish(),
}).refine(endsAfterStart, { error: eventEditingMessages.endBeforeStart, path: ['eventEndDate'] });
export type EventCreate = z.output<typeof eventCreateSchema>;

/** PUT /events/{id}: any subset of the fields; an empty update is refused. */
export const eventUpdateSchema = objectSchema(eventFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: eventEditingMessages.nothingToUpdate,
  })
  .refine(endsAfterStart, { error: eventEditingMessages.endBeforeStart, path: ['eventEndDate'] });
export type EventUpdate = z.output<typeof eventUpdateSchema>;

/** POST /event/{id}/check-in: a manager marks one registration as attended or as a no-show. */
export const eventAttendanceSchema = objectSchema({
  registrationId: idSchema,
  attendance: enumField(attendances),
});
export type EventAttendance = z.output<typeof eventAttendanceSchema>;

/** The event id of /events/{id} and /event/{id}. */
export const eventParamsSchema = objectSchema({ id: idParamSchema });

/** /events/{id}/registrations/{registrationId}. */
export const eventRegistrationParamsSchema = objectSchema({
  id: idParamSchema,
  registrationId: idParamSchema,
});

/** The answers to an event's questions, by question id. */
export const eventAnswersField = keyedRecordField(stringField().trim().max(fieldLimits.answer));

/** POST /api/public/event/{id}: email, optional names and the answers to the event's questions. */
export const eventSignUpSchema = objectSchema({
  email: emailField(),
  firstName: optionalTextField(),
  lastName: optionalTextField(),
  answers: eventAnswersField.default({}),
});
export type EventSignUp = z.output<typeof eventSignUpSchema>;

/** What the door scanner read: the check-in link of a confirmation email, or the bare code in it. */
export const eventCheckInCodeSchema = objectSchema({
  code: stringField()
    .trim()
    .min(1, { error: eventEditingMessages.checkInCode })
    .max(fieldLimits.token * 2),
});
export type EventCheckInCode = z.output<typeof eventCheckInCodeSchema>;

/**
 * POST /api/public/event/{id}/qr-check-in: the code of the confirmation's QR link (or the link). Decision
 * (issue 31): §7's email alone is no longer enough, as anyone could check anyone in and learn who registered;
 * an email-only body is refused alike for every address, asking for the code.
 */
export const eventSelfCheckInSchema = objectSchema({
  code: z
    .string({ error: eventEditingMessages.selfCheckInCode })
    .trim()
    .min(1, { error: eventEditingMessages.selfCheckInCode })
    .max(fieldLimits.token * 2),
});
export type EventSelfCheckIn = z.output<typeof eventSelfCheckInSchema>;

/** POST /events/{id}/messages: a message to every registrant, or to the ones chosen. */
export const eventMessageSchema = objectSchema({
  registrationIds: listField(idSchema, 1, 10_000).nullish(),
  message: textField(fieldLimits.longText),
});
export type EventMessage = z.output<typeof eventMessageSchema>;

/** How a scan at the door ended: checked in now, or already before. */
export const eventCheckInOutcomes = ['CHECKED_IN', 'ALREADY_CHECKED_IN'] as const;
export type EventCheckInOutcome = (typeof eventCheckInOutcomes)[number];

/** One registration of an event, as the API answers it (times in epoch seconds). */
export type EventRegistrationView = {
  id: number;
  eventId: number;
  /** Names and email are null in a manager's reply while the registrant is under blind review (blind). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  blind?: boolean;
  attendance: Attendance | null;
  checkedInAt: number | null;
  registeredAt: number | null;
  status: EventRegistrationStatus;
  /** Place on the waiting list (1 is next), null once registered. */
  waitlistPosition: number | null;
  answers: Record<string, string>;
};

/** A scan at the door: what happened and whose registration it was. */
export type EventCheckInResult = { outcome: EventCheckInOutcome; registration: EventRegistrationView };

/** An event as its organisation's managers see it (times in epoch seconds). */
export type ManagedEventView = {
  id: number;
  organizationId: number;
  name: string;
  description: string;
  eventType: string;
  location: string;
  eventStartDate: number;
  eventEndDate: number;
  capacity: number | null;
  placesLeft: number | null;
  questions: EventQuestion[];
  archived: boolean;
  registeredCount: number;
  waitlistedCount: number;
  attendedCount: number;
  createdAt: string;
  /** The organisation's time zone (IANA name) and its label: event times are shown and entered in it. */
  timeZone: string;
  timeZoneLabel: string;
};
