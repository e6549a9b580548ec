import type { EventInput } from '@fullcalendar/core';
import type { PanelBusy } from './wizard-draft.ts';

/** The class that styles a busy time as blocked (hatched) in the wizard's calendar. */
export const busyEventClass = 'busy-time';

/**
 * Issue 34: each busy interval of each panel member as a FullCalendar background event, titled by `titleOf`
 * (who is busy); not editable, so only the manager's windows move.
 */
export function busyCalendarEvents(busy: PanelBusy, titleOf: (email: string) => string): EventInput[] {
  return [...busy].flatMap(([email, intervals]) =>
    intervals.map((interval) => ({
      id: `busy-${email}-${interval.start}-${interval.end}`,
      start: interval.start * 1000,
      end: interval.end * 1000,
      display: 'background',
      editable: false,
      classNames: [busyEventClass],
      title: titleOf(email),
    })),
  );
}
