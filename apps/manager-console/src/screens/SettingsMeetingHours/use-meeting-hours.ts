import { callRoute } from '@shortlist/api-client';
import {
  getInterviewerMeetingHours,
  getOrganizationMeetingHours,
  saveInterviewerMeetingHours,
  saveOrganizationMeetingHours,
} from '@shortlist/domain/contract';
import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { useApi, useShell, useShellStore } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';

export const meetingHoursKey = (orgId: number) => ['meeting-hours', orgId] as const;

/** The organisation's meeting hours and the signed-in manager's own, each read and saved. */
export function useMeetingHours() {
  const api = useApi();
  const shell = useShell();
  const email = useShellStore(shell.user, (state) => state.user?.email ?? '');
  const orgId = useOrganizationId() ?? 0;
  const queryClient = useQueryClient();
  const enabled = orgId > 0 && email !== '';
  const organisation = useQuery({
    queryKey: [...meetingHoursKey(orgId), 'organisation'],
    enabled,
    queryFn: ({ signal }) => callRoute(api, getOrganizationMeetingHours, { params: { orgId }, signal }),
  });
  const own = useQuery({
    queryKey: [...meetingHoursKey(orgId), 'own', email],
    enabled,
    queryFn: ({ signal }) => callRoute(api, getInterviewerMeetingHours, { params: { orgId, email }, signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: meetingHoursKey(orgId) });

  async function saveOrganisation(meetingHours: MeetingHours | null) {
    await callRoute(api, saveOrganizationMeetingHours, { params: { orgId }, body: { meetingHours } });
    await reload();
  }

  async function saveOwn(meetingHours: MeetingHours | null) {
    await callRoute(api, saveInterviewerMeetingHours, { params: { orgId, email }, body: { meetingHours } });
    await reload();
  }

  return { organisation, own, saveOrganisation, saveOwn };
}
