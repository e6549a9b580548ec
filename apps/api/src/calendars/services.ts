import type { Database } from '../db/database.ts';
import type { Settings } from '../settings.ts';
import { createCalendarBusyService } from './calendar-busy.ts';
import { createCalendarWriter } from './calendar-writes.ts';
import { createCalendarConnectionService } from './connections.ts';

/** Interviewers' calendars: connections, busy times, and interviews written to them. */
export function createCalendarServices(db: Database, settings: Settings) {
  return {
    connections: createCalendarConnectionService(db, settings.calendars),
    busy: createCalendarBusyService(db, settings.calendars),
    writes: createCalendarWriter(db, settings.calendars),
  };
}
