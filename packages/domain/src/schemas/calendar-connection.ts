import { z } from 'zod';
import { epochSecondsSchema, idParamSchema } from './common.ts';
import {
  emailField,
  fromQuery,
  listField,
  objectSchema,
  secretField,
  stringField,
  textField,
} from './fields.ts';

export const calendarConnectionMessages = {
  url: 'Give the address as http:// or https://.',
  provider: 'Choose CalDAV, Google or Microsoft 365.',
  rangeOrder: 'The end must come after the start.',
  rangeLength: 'Ask for at most 31 days at a time.',
  notYours: 'Only a manager admin may connect another interviewer’s calendar.',
} as const;

export const calendarProviders = ['caldav', 'google', 'microsoft'] as const;
export type CalendarProvider = (typeof calendarProviders)[number];

export const calendarConnectionStatuses = ['connected', 'failing', 'revoked'] as const;
export type CalendarConnectionStatus = (typeof calendarConnectionStatuses)[number];

const webAddress = () =>
  stringField()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
      error: calendarConnectionMessages.url,
    });

// Whose calendar: absent is the signed-in manager's own; another address is a manager admin's to connect.
const interviewerEmail = emailField().max(254).optional();

/** Body of PUT /calendar-connections: connects (or replaces) one interviewer's calendar. */
export const calendarConnectionSchema = z.discriminatedUnion(
  'provider',
  [
    objectSchema({
      provider: z.literal('caldav'),
      interviewerEmail,
      calendarUrl: webAddress(),
      username: textField(254),
      password: secretField(1000),
    }),
    objectSchema({
      provider: z.literal('google'),
      interviewerEmail,
      accessToken: secretField(4000),
      refreshToken: secretField(4000).optional(),
      calendarId: textField(254).optional(),
      baseUrl: webAddress().optional(),
    }),
    objectSchema({
      provider: z.literal('microsoft'),
      interviewerEmail,
      accessToken: secretField(4000),
      refreshToken: secretField(4000).optional(),
      baseUrl: webAddress().optional(),
    }),
  ],
  { error: () => calendarConnectionMessages.provider },
);
export type CalendarConnectionInput = z.output<typeof calendarConnectionSchema>;

/** Path of GET, DELETE and POST .../test of /calendar-connections/{id}. */
export const calendarConnectionParamsSchema = objectSchema({ id: idParamSchema });

const maxBusyRangeSeconds = 31 * 24 * 60 * 60;

/** Query of GET /calendar-busy: interviewers (comma-separated) and a range in epoch seconds. */
export const calendarBusyQuerySchema = objectSchema({
  emails: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((each) => each.trim() !== '') : value),
    listField(emailField().max(254), 1, 50),
  ),
  from: fromQuery(epochSecondsSchema),
  to: fromQuery(epochSecondsSchema),
})
  .refine((query) => query.to > query.from, { error: calendarConnectionMessages.rangeOrder, path: ['to'] })
  .refine((query) => query.to - query.from <= maxBusyRangeSeconds, {
    error: calendarConnectionMessages.rangeLength,
    path: ['to'],
  });
export type CalendarBusyQuery = z.output<typeof calendarBusyQuerySchema>;
