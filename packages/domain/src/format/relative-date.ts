import { formatDate } from './date-format.ts';

// Relative dates of spec §9: Today, Yesterday, 'N days ago'.

export const relativeDateTexts = {
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: (days: number): string => `${days} days ago`,
} as const;

const msPerDay = 86_400_000;

function utcDayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / msPerDay);
}

/**
 * Says how many calendar days (UTC) lie between the date and now.
 * Decision: a date on a later calendar day than now has no relative wording and shows as dd-MM-yyyy;
 * a later time on the same day still reads Today (clock skew between server and browser).
 */
export function formatRelativeDate(date: Date, now: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const days = utcDayNumber(now) - utcDayNumber(date);
  if (days < 0) return formatDate(date, 'dd-MM-yyyy');
  if (days === 0) return relativeDateTexts.today;
  if (days === 1) return relativeDateTexts.yesterday;
  return relativeDateTexts.daysAgo(days);
}
