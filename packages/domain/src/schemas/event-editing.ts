import type { z } from 'zod';
import type { Attendance } from '../enums/enumerations.ts';
import { attendances, coachingEventTypes } from '../enums/enumerations.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  enumField,
  fieldLimits,
  integerField,
  objectSchema,
  optionalTextField,
  textField,
} from './fields.ts';

export const eventEditingMessages = {
  endBeforeStart: 'The event must end after it starts.',
  nothingToUpdate: 'Change at least one field.',
} as const;

// Decision: an event holds at most 100,000 people; null capacity means no limit.
export const maxEventCapacity = 100_000;

const eventFields = {
  name: textField(),
  description: optionalTextField(fieldLimits.longText),
  eventType: enumField(coachingEventTypes),
  location: optionalTextField(fieldLimits.label),
  eventStartDate: epochSecondsSchema,
  eventEndDate: epochSecondsSchema,
  capacity: integerField(1, maxEventCapacity).nullish(),
  archived: booleanField(),
};

const endsAfterStart = (event: { eventStartDate?: number; eventEndDate?: number }) =>
  event.eventStartDate === undefined ||
  event.eventEndDate === undefined ||
  event.eventEndDate > event.eventStartDate;

/** POST /events (times in epoch seconds, like §3 eventEndDate); the provider names the organisation. */
export const eventCreateSchema = objectSchema({
  ...eventFields,
  archived: eventFields.archived.default(false),
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

/** One registration of an event, as the API answers it (times in epoch seconds). */
export type EventRegistrationView = {
  id: number;
  eventId: number;
  email: string;
  firstName: string;
  lastName: string;
  attendance: Attendance | null;
  checkedInAt: number | null;
  registeredAt: number | null;
};
