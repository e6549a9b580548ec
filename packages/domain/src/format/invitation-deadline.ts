// Invitation deadline of spec §9: shown as the end of day, 23:59, on the computed day.

/**
 * The deadline at 23:59:00 UTC on the calendar day `days` after now.
 * Decision: days must be a whole number of 0 or more; anything else throws a RangeError.
 */
export function computeInvitationDeadline(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Invitation deadline days must be a whole number of 0 or more, got ${days}`);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 23, 59, 0));
}
