/** Latest instant a date metric may hold: 9999-12-31T23:59:59Z in seconds. */
export const maxDateMetricSeconds = 253_402_300_799;

/**
 * True when a date metric value is a timestamp in whole seconds (spec §5).
 * Decision: negative values (before 1970) are allowed; values past year 9999 are rejected, which also
 * catches a millisecond timestamp sent by mistake (today's milliseconds exceed that bound).
 */
export function isValidDateMetricValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= -maxDateMetricSeconds &&
    value <= maxDateMetricSeconds
  );
}

/** The instant a date metric value stands for. */
export function convertDateMetricToDate(seconds: number): Date {
  return new Date(seconds * 1000);
}
