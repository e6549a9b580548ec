import { callRoute } from '@shortlist/api-client';
import { getOrganizationMeetingHours } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import type { SlotHours } from './wizard-draft.ts';

/**
 * The organisation's meeting hours in the zone the server reads them in (issue 34), so the wizard cuts the
 * slots the server will create; null while loading, when none are set, or when they cannot be read.
 */
export function useSlotHours(): SlotHours {
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const hours = useQuery({
    // The settings screen's key, so saving the hours there refreshes them here.
    queryKey: ['meeting-hours', orgId, 'organisation'],
    enabled: orgId > 0,
    queryFn: ({ signal }) => callRoute(api, getOrganizationMeetingHours, { params: { orgId }, signal }),
  });
  const view = hours.data;
  return view?.meetingHours ? { hours: view.meetingHours, zone: view.timeZone } : null;
}
