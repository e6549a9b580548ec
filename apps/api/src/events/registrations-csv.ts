import { formatZonedDateTime } from '@shortlist/domain/format';
import type { EventRegistrationView } from '@shortlist/domain/schemas';
import type { Executor } from '../db/database.ts';
import { toCsvLine } from '../search/export.ts';
import { timeZoneOf } from './event-emails.ts';
import type { EventRow } from './views.ts';

/** The file name of an event's export: event-<id>-registrations.csv. */
export const registrationsFileName = (event: EventRow) => `event-${event.id}-registrations.csv`;

/**
 * An event's registrations as CSV: one row each, the answers in one column per question (in the event's
 * order), times on the organisation's clock. Cells are made inert against spreadsheet formulas.
 */
export async function registrationsCsv(
  executor: Executor,
  event: EventRow,
  registrations: readonly EventRegistrationView[],
) {
  const zone = await timeZoneOf(executor, event.organizationId);
  const time = (seconds: number | null) =>
    seconds === null ? null : formatZonedDateTime(seconds, zone.value);
  const header = [
    'First name',
    'Last name',
    'Email',
    'Status',
    'Waiting list position',
    'Attendance',
    `Checked in (${zone.label})`,
    `Registered (${zone.label})`,
    ...event.questions.map((question) => question.label),
  ];
  const lines = registrations.map((registration) =>
    toCsvLine([
      registration.firstName,
      registration.lastName,
      registration.email,
      registration.status,
      registration.waitlistPosition,
      registration.attendance,
      time(registration.checkedInAt),
      time(registration.registeredAt),
      ...event.questions.map((question) => registration.answers[question.id] ?? ''),
    ]),
  );
  return { fileName: registrationsFileName(event), text: [toCsvLine(header), ...lines].join('') };
}
