// Dates and times of the public pages in the visitor's own time zone; the API sends epoch seconds.

/** Decision: English reads as British English (dd Month yyyy, 24-hour times), the product's home market. */
export function toLocale(language: string | undefined): string {
  return !language || language === 'en' ? 'en-GB' : language;
}

const toDate = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** '24 November 2026'. */
export function formatLongDate(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    toDate(epochSeconds),
  );
}

/** 'Tue 24 November': a day of the slot grid. */
export function formatDay(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long' }).format(
    toDate(epochSeconds),
  );
}

/** '10:00'. */
export function formatTime(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    toDate(epochSeconds),
  );
}

/** '10:00 - 10:30'. */
export function formatTimeRange(start: number, end: number, locale: string): string {
  return `${formatTime(start, locale)} - ${formatTime(end, locale)}`;
}

/** 'Tue 24 November, 10:00': one moment, day and time. */
export function formatDayAndTime(epochSeconds: number, locale: string): string {
  return `${formatDay(epochSeconds, locale)}, ${formatTime(epochSeconds, locale)}`;
}

/** The local calendar day of a moment, as a sortable key ('2026-11-24'). */
export function localDayKey(epochSeconds: number): string {
  const date = toDate(epochSeconds);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
