import { parseTimezoneOptions } from '@shortlist/domain/format';
import { useShell, useShellStore } from '@shortlist/shell/react';

/** The organisation's time zone (IANA) and its label from the organisation's list ('UK, Ireland Time'). */
export function useOrganizationZone(): { timeZone: string; label: string } {
  const shell = useShell();
  const timeZone = useShellStore(shell.user, (state) => state.settings.timeZone);
  const list = useShellStore(
    shell.user,
    (state) => state.organization?.defaultConfiguration?.textArrays?.timezones,
  );
  const option = parseTimezoneOptions(list ?? []).find((entry) => entry.value === timeZone);
  return { timeZone, label: option ? option.label : timeZone };
}
