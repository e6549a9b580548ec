import { callRoute } from '@shortlist/api-client';
import { fetchOrganization, fetchOrganizationReferenceData } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import type { ReferenceField } from './role-draft.ts';

// The organisation's lists a role picks from (role types already in the sector's words, §1), and the
// languages its forms are written in besides English (additionalLanguageSupport).

const listOf = {
  roleType: 'ROLE_TYPE',
  roleLevel: 'ROLE_LEVEL',
  department: 'DEPARTMENT',
  location: 'ORGANIZATION_LOCATION',
  employmentType: 'EMPLOYMENT_TYPE',
} as const satisfies Record<ReferenceField, string>;
const fields = Object.keys(listOf) as ReferenceField[];

export type ReferenceOption = { value: string; label: string };

export function useRoleReference(): Record<ReferenceField, ReferenceOption[]> {
  const api = useApi();
  const orgId = useOrganizationId();
  const lists = useQueries({
    queries: fields.map((field) => ({
      queryKey: ['reference-data', orgId, listOf[field]],
      enabled: typeof orgId === 'number',
      staleTime: 10 * 60_000,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(api, fetchOrganizationReferenceData, {
          params: { id: orgId ?? 0, type: listOf[field] },
          signal,
        }),
    })),
  });
  return Object.fromEntries(
    fields.map((field, index) => [
      field,
      (lists[index]?.data ?? []).map((item) => ({ value: item.value, label: item.label || item.value })),
    ]),
  ) as Record<ReferenceField, ReferenceOption[]>;
}

/** The organisation's extra form languages; none while it loads or when it has none. */
export function useFormLanguages(): string[] {
  const api = useApi();
  const orgId = useOrganizationId();
  const organization = useQuery({
    queryKey: ['organization', orgId],
    enabled: typeof orgId === 'number',
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) => callRoute(api, fetchOrganization, { params: { id: orgId ?? 0 }, signal }),
  });
  return (organization.data?.additionalLanguageSupport ?? []).filter((code) => code !== 'en');
}
