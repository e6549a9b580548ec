import { TZDate } from '@date-fns/tz';
import { organizationTimeZone as zoneOfSetting } from '@shortlist/domain/format';
import type { MessageTimeZone } from '../messaging/templates/merge-data.ts';

// The organisation's zone as messages and schedules use it: the domain's one rule (the first valid entry of
// its timezones setting, §3, named as set with GMT/BST shown as 'UK, Ireland Time'; else UK time).

interface ConfigurationWithZones {
  textArrays?: { timezones?: readonly string[] } | null;
}

/** The organisation's zone from its defaultConfiguration. */
export function organizationTimeZone(configuration: unknown): MessageTimeZone {
  const { value, label } = zoneOfSetting(
    (configuration as ConfigurationWithZones | null)?.textArrays?.timezones,
  );
  return { zone: value, label };
}

/** 23:59 of the day `days` after today, both days as the organisation's clock reads them. */
export function deadlineInZone(now: Date, days: number, zone: string): Date {
  const today = new TZDate(now.getTime(), zone);
  const deadline = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 23, 59, 0, zone);
  return new Date(deadline.getTime());
}
