import { formatDate } from './date-format.ts';

/**
 * Date metrics are timestamps in seconds shown as day, month name, year (spec §5), in UTC.
 * Decision: a missing or non-numeric timestamp has no display (null).
 */
export function formatDateMetric(epochSeconds: number | null | undefined): string | null {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return null;
  return formatDate(new Date(epochSeconds * 1000), 'd MMMM yyyy');
}
