import { organizationTimeZone } from '@shortlist/domain/format';
import { useShell, useShellStore } from '@shortlist/shell/react';

/** The organisation's time zone (IANA) and its label from the organisation's list ('UK, Ireland Time'). */
export function useOrganizationZone(): { timeZone: string; label: string } {
  const shell = useShell();
  const list = useShellStore(
    shell.user,
    (state) => state.organization?.defaultConfiguration?.textArrays?.timezones,
  );
  const zone = organizationTimeZone(list ?? undefined);
  return { timeZone: zone.value, label: zone.label };
}
