import { callRoute } from '@shortlist/api-client';
import {
  createReferenceItem,
  listAdminReferenceItems,
  setReferenceItemRetirement,
  updateReferenceItem,
} from '@shortlist/domain/contract';
import type { AdminReferenceItem, StoredReferenceDataType } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type ItemFields = { value: string; label: string };

/** One stored list (shared, or an organisation's) with its retired items, and the admin's changes to it. */
export function useReferenceItems(
  type: StoredReferenceDataType,
  organizationId: number | undefined,
  enabled: boolean,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = ['admin-reference-items', type, organizationId ?? 'shared'] as const;
  const items = useQuery({
    queryKey: key,
    enabled,
    queryFn: ({ signal }) =>
      callRoute(api, listAdminReferenceItems, { params: { type }, query: { organizationId }, signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  async function add(fields: ItemFields) {
    const item = await callRoute(api, createReferenceItem, {
      params: { type },
      body: { ...fields, attributes: {}, organizationId: organizationId ?? null },
    });
    await reload();
    return item;
  }

  async function edit(item: AdminReferenceItem, fields: ItemFields) {
    const saved = await callRoute(api, updateReferenceItem, {
      params: { id: item.id },
      body: { ...fields, attributes: item.attributes },
    });
    await reload();
    return saved;
  }

  async function setRetired(item: AdminReferenceItem, retired: boolean) {
    const saved = await callRoute(api, setReferenceItemRetirement, {
      params: { id: item.id },
      body: { retired },
    });
    await reload();
    return saved;
  }

  return { items, add, edit, setRetired };
}
