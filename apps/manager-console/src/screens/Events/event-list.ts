import type { ManagedEventView } from '@shortlist/domain/schemas';
import type { SortDirection } from '@shortlist/ui';

export const eventSortColumns = [
  'name',
  'type',
  'start',
  'location',
  'registered',
  'waitlisted',
  'attended',
] as const;
export type EventSortColumn = (typeof eventSortColumns)[number];
export type EventSort = { column: EventSortColumn; direction: SortDirection };

export const eventFilters = ['upcoming', 'past', 'archived'] as const;
export type EventFilter = (typeof eventFilters)[number];

/**
 * Which tab an event is under. Decision: archived events only under Archived; an event under way counts as
 * upcoming until it ends, as on the public list.
 */
export function eventFilterOf(event: ManagedEventView, nowSeconds: number): EventFilter {
  if (event.archived) return 'archived';
  return event.eventEndDate >= nowSeconds ? 'upcoming' : 'past';
}

const text = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

function compare(a: ManagedEventView, b: ManagedEventView, column: EventSortColumn): number {
  switch (column) {
    case 'name':
      return text(a.name, b.name);
    case 'type':
      return text(a.eventType, b.eventType);
    case 'start':
      return a.eventStartDate - b.eventStartDate;
    case 'location':
      return text(a.location, b.location);
    case 'registered':
      return a.registeredCount - b.registeredCount;
    case 'waitlisted':
      return a.waitlistedCount - b.waitlistedCount;
    case 'attended':
      return a.attendedCount - b.attendedCount;
  }
}

/**
 * The events of one tab in the chosen order; ties keep a steady order by start. Decision: with no kept sort,
 * upcoming events run soonest first and past and archived ones latest first.
 */
export function listEvents(
  events: readonly ManagedEventView[],
  filter: EventFilter,
  sort: EventSort | null,
  nowSeconds: number,
): ManagedEventView[] {
  const shown = events.filter((event) => eventFilterOf(event, nowSeconds) === filter);
  const order = sort ?? { column: 'start', direction: filter === 'upcoming' ? 'asc' : 'desc' };
  const sign = order.direction === 'asc' ? 1 : -1;
  return shown.sort(
    (a, b) => sign * compare(a, b, order.column) || a.eventStartDate - b.eventStartDate || a.id - b.id,
  );
}
