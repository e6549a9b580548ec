import { TZDate } from '@date-fns/tz';
import type { ScheduleSlotView } from '@shortlist/domain/schemas';

// Every time on the schedule screens is the organisation's clock (its zone comes with the schedule).

/** 'Tue 16 Mar 2027': a day heading. */
export function formatDay(epochSeconds: number, zone: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(new Date(epochSeconds * 1000));
}

/** '10:30': a time of day. */
export function formatClock(epochSeconds: number, zone: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
    new Date(epochSeconds * 1000),
  );
}

/** 'Tue 16 Mar 2027, 10:30': a moment in a sentence or a menu. */
export const formatMoment = (epochSeconds: number, zone: string, locale: string) =>
  `${formatDay(epochSeconds, zone, locale)}, ${formatClock(epochSeconds, zone, locale)}`;

/** The deadline as messages state it: that day at 23:59 in the organisation's zone. */
export const formatDeadline = (epochSeconds: number, zone: string, locale: string) =>
  formatMoment(epochSeconds, zone, locale);

/** The key of a moment's day on the organisation's clock: '2027-03-16'. */
function dayKey(epochSeconds: number, zone: string) {
  const date = new TZDate(epochSeconds * 1000, zone);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Slots in order, grouped by their day on the organisation's clock. */
export function groupByDay(slots: readonly ScheduleSlotView[], zone: string) {
  const days = new Map<string, ScheduleSlotView[]>();
  for (const slot of [...slots].sort((a, b) => a.startDateTime - b.startDateTime || a.id - b.id)) {
    const key = dayKey(slot.startDateTime, zone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.entries()].map(([key, daySlots]) => ({ key, slots: daySlots }));
}

/** A date ('2027-03-16') and a time ('09:15') on the organisation's clock, in epoch seconds. */
export function toEpochSeconds(date: string, time: string, zone: string): number | null {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if (!year || !month || !day || hour === undefined || minute === undefined) return null;
  if ([hour, minute].some(Number.isNaN)) return null;
  return Math.floor(new TZDate(year, month - 1, day, hour, minute, 0, zone).getTime() / 1000);
}

/** A comma- or space-separated list of addresses, each once. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((email) => email.trim())
        .filter(Boolean),
    ),
  ];
}
