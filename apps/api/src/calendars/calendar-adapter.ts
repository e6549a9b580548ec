/** A busy stretch of an interviewer's calendar. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/** The interview as written to a calendar. */
export interface CalendarEvent {
  /** The booking's calendar UID (the .ics emails carry the same). */
  uid: string;
  /** The booking's SEQUENCE, raised by each move. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  attendees: string[];
}

/** The provider's handle on a written event: its id (a CalDAV resource URL) and version. */
export interface WrittenEvent {
  externalId: string;
  etag: string | null;
}

/** One interviewer's calendar, whichever provider holds it. */
export interface CalendarAdapter {
  busy(from: Date, to: Date): Promise<BusyInterval[]>;
  writeEvent(event: CalendarEvent): Promise<WrittenEvent>;
  updateEvent(written: WrittenEvent, event: CalendarEvent): Promise<WrittenEvent>;
  /** Removing an event already gone is not an error. */
  removeEvent(written: WrittenEvent): Promise<void>;
}

/**
 * A calendar that answered no: `revoked` when it refused the credentials (401, 403), `failing` otherwise
 * (unreachable, timed out, an unexpected answer). The message is in words, for the settings screen.
 */
export class CalendarFailure extends Error {
  readonly kind: 'revoked' | 'failing';

  constructor(kind: 'revoked' | 'failing', message: string) {
    super(message);
    this.name = 'CalendarFailure';
    this.kind = kind;
  }
}

/** Any error of a calendar call, as a CalendarFailure with words a person can read (never a credential). */
export function asCalendarFailure(error: unknown): CalendarFailure {
  if (error instanceof CalendarFailure) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new CalendarFailure('failing', 'The calendar did not answer in time.');
  }
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  if (code === 'ECONNREFUSED')
    return new CalendarFailure('failing', 'The calendar server refused the connection.');
  if (code === 'ENOTFOUND')
    return new CalendarFailure('failing', 'The calendar server’s address was not found.');
  return new CalendarFailure('failing', 'The calendar could not be reached.');
}

/** A provider's HTTP answer that is not a success, as a CalendarFailure. */
export function failureOfStatus(status: number): CalendarFailure {
  if (status === 401 || status === 403) {
    return new CalendarFailure(
      'revoked',
      `The calendar refused the credentials (HTTP ${status}); connect it again.`,
    );
  }
  if (status === 404)
    return new CalendarFailure('failing', 'The calendar was not found at its address (HTTP 404).');
  return new CalendarFailure('failing', `The calendar answered with an error (HTTP ${status}).`);
}
