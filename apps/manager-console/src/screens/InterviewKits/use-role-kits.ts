import { callRoute } from '@shortlist/api-client';
import { addRoleKit, deleteRoleKit, listRoleKits, updateRoleKit } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitDraft } from './kit-draft.ts';
import { bodyOfKit } from './kit-draft.ts';

export const roleKitsKey = (orgId: number, roleId: number) => ['role-kits', orgId, roleId] as const;

/** A role's kits and coverage, and saving or removing a kit (each read again after). */
export function useRoleKits(orgId: number, roleId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = roleKitsKey(orgId, roleId);
  const kits = useQuery({
    queryKey: key,
    enabled: orgId > 0 && roleId > 0,
    queryFn: ({ signal }) => callRoute(api, listRoleKits, { params: { orgId, roleId }, signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    kits,
    async save(kitId: number | null, draft: KitDraft) {
      const body = bodyOfKit(draft);
      const saved =
        kitId === null
          ? await callRoute(api, addRoleKit, { params: { orgId, roleId }, body })
          : await callRoute(api, updateRoleKit, { params: { orgId, roleId, kitId }, body });
      await reload();
      return saved;
    },
    async remove(kitId: number) {
      await callRoute(api, deleteRoleKit, { params: { orgId, roleId, kitId } });
      await reload();
    },
  };
}
