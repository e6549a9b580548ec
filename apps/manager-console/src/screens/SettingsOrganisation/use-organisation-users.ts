import { callRoute } from '@shortlist/api-client';
import {
  addOrganizationUser,
  listOrganizationUsers,
  updateOrganizationUser,
} from '@shortlist/domain/contract';
import type { OrganizationUserCreate, User } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A colleague as the users list answers: active once on-boarded and while not deactivated. */
export type OrganisationUser = User & { active?: boolean | null };

/** What the table changes of a colleague: their type, or whether they may sign in. */
export type UserChange = { userType?: OrganizationUserCreate['userType']; active?: boolean };

/** The organisation's managers, and the calls that invite or change them (the list refetched after each). */
export function useOrganisationUsers(orgId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = ['organization-users', orgId] as const;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const users = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<OrganisationUser[]> =>
      callRoute(api, listOrganizationUsers, { params: { id: orgId }, signal }),
  });
  const invite = useMutation({
    mutationFn: (body: OrganizationUserCreate) =>
      callRoute(api, addOrganizationUser, { params: { id: orgId }, body }),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UserChange }) =>
      callRoute(api, updateOrganizationUser, { params: { id: orgId, userId }, body }),
    onSuccess: refresh,
  });
  return { users, invite, change };
}
