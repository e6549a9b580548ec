import { callRoute } from '@shortlist/api-client';
import { fetchOrganizationReferenceData, listRoles } from '@shortlist/domain/contract';
import type { AnyReportKind } from '@shortlist/domain/reports';
import { offeredReportKinds } from '@shortlist/domain/reports';
import { useApi, useShell, useShellStore } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';

export type FilterOption = { id: number; label: string };
export type ReportOptions = {
  kinds: AnyReportKind[];
  roles: FilterOption[];
  roleLevels: FilterOption[];
  departments: FilterOption[];
};

const tenMinutes = 10 * 60_000;

function useReferenceOptions(type: 'ROLE_LEVEL' | 'DEPARTMENT', orgId: number | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['reference-data', orgId, type],
    enabled: typeof orgId === 'number',
    staleTime: tenMinutes,
    queryFn: ({ signal }) =>
      callRoute(api, fetchOrganizationReferenceData, { params: { id: orgId ?? 0, type }, signal }),
    select: (items) => items.map((item) => ({ id: item.id, label: item.label || item.value })),
  });
}

/**
 * What the filters offer: the kinds of the organisation (the lateral ones where it hires laterally), its
 * roles, role levels and departments (the same caches as the roles list and the role editor).
 */
export function useReportOptions(): ReportOptions {
  const api = useApi();
  const orgId = useOrganizationId();
  const shell = useShell();
  // The signed-in user's organisation comes with the user (GET /user), lateral hiring included.
  const lateralHiring = useShellStore(shell.user, (state) => state.organization?.lateralHiring ?? false);
  const roles = useQuery({
    queryKey: ['roles'],
    queryFn: ({ signal }) => callRoute(api, listRoles, { signal }),
  });
  const roleLevels = useReferenceOptions('ROLE_LEVEL', orgId);
  const departments = useReferenceOptions('DEPARTMENT', orgId);
  return {
    kinds: offeredReportKinds(lateralHiring),
    roles: (roles.data ?? []).map((role) => ({ id: role.id, label: role.name })),
    roleLevels: roleLevels.data ?? [],
    departments: departments.data ?? [],
  };
}
