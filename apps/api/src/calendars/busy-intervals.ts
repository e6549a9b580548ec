import ICAL from 'ical.js';
import type { BusyInterval } from './calendar-adapter.ts';

// A weekly series over a long window is bounded: no person's calendar needs more occurrences than this.
const maxOccurrences = 2000;

/**
 * The busy times an iCalendar object (a CalDAV resource) holds between from and to: each VEVENT that is not
 * transparent or cancelled, recurring ones expanded (with their moved or cancelled occurrences).
 */
export function busyIntervalsOf(iCalendar: string, from: Date, to: Date): BusyInterval[] {
  const root = new ICAL.Component(ICAL.parse(iCalendar));
  // Times given in a zone of the file's own need its VTIMEZONE known to ical.js.
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const timezone = new ICAL.Timezone(zone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone, timezone.tzid);
  }
  const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const masters = events.filter((event) => !event.isRecurrenceException());
  for (const exception of events.filter((event) => event.isRecurrenceException())) {
    masters.find((master) => master.uid === exception.uid)?.relateException(exception);
  }
  const intervals: BusyInterval[] = [];
  const keep = (start: Date, end: Date, component: ICAL.Component) => {
    if (isFree(component) || end <= from || start >= to) return;
    intervals.push({ start, end });
  };
  for (const event of masters) {
    if (!event.isRecurring()) {
      keep(event.startDate.toJSDate(), event.endDate.toJSDate(), event.component);
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < maxOccurrences; count += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const start = details.startDate.toJSDate();
      if (start >= to) break;
      keep(start, details.endDate.toJSDate(), details.item.component);
    }
  }
  return intervals;
}

function isFree(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency === 'TRANSPARENT' || status === 'CANCELLED';
}

/** Sorted, with overlapping and touching intervals joined. */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}
