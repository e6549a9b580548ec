import { callRoute } from '@shortlist/api-client';
import type { ManagedRoleListItem } from '@shortlist/domain/contract';
import { copyRole, listRoles, updateRole } from '@shortlist/domain/contract';
import type { RoleStatus } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQueries, useQueryClient } from '@tanstack/react-query';

// The data of /manager/settings/roles: the roles (archived ones asked for by status) and the row actions,
// each refreshing the role lists of the whole console (the kept sort is the settings screens' useKeptSort).

/** Every role of the organisation: GET /roles leaves out the archived, so they are asked for as well. */
export function useSettingsRoles() {
  const api = useApi();
  const [current, archived] = useQueries({
    queries: [
      { queryKey: ['roles'], queryFn: ({ signal }) => callRoute(api, listRoles, { signal }) },
      {
        queryKey: ['roles', 'ARCHIVED'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callRoute(api, listRoles, { query: { status: 'ARCHIVED' }, signal }),
      },
    ],
  });
  const roles: ManagedRoleListItem[] | undefined =
    current.data && archived.data ? [...current.data, ...archived.data] : undefined;
  const error = current.error ?? archived.error;
  return {
    roles,
    error,
    pending: current.isPending || archived.isPending,
    retry: () => Promise.all([current.refetch(), archived.refetch()]),
  };
}

export function useRoleActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['roles'] });
  return {
    async setStatus(role: { id: number }, status: RoleStatus) {
      await callRoute(api, updateRole, { params: { id: role.id }, body: { status } });
      await refresh();
    },
    async copy(role: { id: number }) {
      const copy = await callRoute(api, copyRole, { params: { id: role.id } });
      await refresh();
      return copy;
    },
  };
}
