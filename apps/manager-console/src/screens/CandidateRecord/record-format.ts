/** '3 Nov 2026, 14:05': when something happened to the candidate, to the minute. */
export function formatDateTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Epoch seconds of an ISO date-time the API answered. */
export function isoToEpochSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}
