import { TZDate } from '@date-fns/tz';
import { formatTimezoneLabel, splitTextPairs } from '@shortlist/domain/format';
import type { MessageTimeZone } from '../messaging/templates/merge-data.ts';

/**
 * Decision: the organisation's time zone is the first entry of its timezones setting (§3 'name;value') whose
 * value is an IANA zone; without one it is Europe/London, named 'UK, Ireland Time' (§9), the product being
 * for UK employers. Its name is shown as the label, with GMT/BST renamed to 'UK, Ireland Time'.
 */
export const defaultTimeZone: MessageTimeZone = { zone: 'Europe/London', label: 'UK, Ireland Time' };

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

interface ConfigurationWithZones {
  textArrays?: { timezones?: readonly string[] } | null;
}

/** The organisation's zone from its defaultConfiguration. */
export function organizationTimeZone(configuration: unknown): MessageTimeZone {
  const timezones = (configuration as ConfigurationWithZones | null)?.textArrays?.timezones ?? [];
  const entry = splitTextPairs(timezones, ';').find((pair) => isTimeZone(pair.value.trim()));
  if (!entry) return defaultTimeZone;
  return { zone: entry.value.trim(), label: formatTimezoneLabel(entry.key.trim()) };
}

/** 23:59 of the day `days` after today, both days as the organisation's clock reads them. */
export function deadlineInZone(now: Date, days: number, zone: string): Date {
  const today = new TZDate(now.getTime(), zone);
  const deadline = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 23, 59, 0, zone);
  return new Date(deadline.getTime());
}
