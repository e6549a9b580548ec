import { callRoute } from '@shortlist/api-client';
import {
  addOrganizationUser,
  createHrToken,
  listOrganizationUsers,
  sendOrganizationUserPasswordReset,
  updateOrganizationUser,
} from '@shortlist/domain/contract';
import type { HrTokenRequest, OrganizationUserCreate, User } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A user as the list answers: active unless deactivated. */
export type OrganizationUser = User & { active?: boolean | null };
export type UserChange = { userType?: OrganizationUserCreate['userType']; active?: boolean };

/** An organisation's users and every call the admin makes about them; the list refetches after a change. */
export function useOrganizationUsers(orgId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['admin-organization-users', orgId] as const;
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return {
    users: useQuery({
      queryKey,
      queryFn: ({ signal }): Promise<OrganizationUser[]> =>
        callRoute(api, listOrganizationUsers, { params: { id: orgId }, signal }),
    }),
    add: useMutation({
      mutationFn: (body: OrganizationUserCreate) =>
        callRoute(api, addOrganizationUser, { params: { id: orgId }, body }),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: UserChange }) =>
        callRoute(api, updateOrganizationUser, { params: { id: orgId, userId }, body }),
      onSuccess: refresh,
    }),
    sendReset: useMutation({
      mutationFn: (userId: number) =>
        callRoute(api, sendOrganizationUserPasswordReset, { params: { id: orgId, userId } }),
    }),
    hrToken: useMutation({
      mutationFn: (body: HrTokenRequest) => callRoute(api, createHrToken, { body }),
    }),
  };
}
