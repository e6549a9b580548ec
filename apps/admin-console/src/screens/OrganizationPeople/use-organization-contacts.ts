import { callRoute } from '@shortlist/api-client';
import {
  addOrganizationContact,
  listOrganizationContacts,
  removeOrganizationContact,
  updateOrganizationContact,
} from '@shortlist/domain/contract';
import type { OrganizationContact } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type SavedContact = OrganizationContact & { id: number };

/** An organisation's contacts (§7): list, add, edit and remove, the list refetched after each change. */
export function useOrganizationContacts(orgId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['admin-organization-contacts', orgId] as const;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey });
  return {
    contacts: useQuery({
      queryKey,
      queryFn: ({ signal }): Promise<SavedContact[]> =>
        callRoute(api, listOrganizationContacts, { params: { id: orgId }, signal }),
    }),
    save: useMutation({
      mutationFn: ({ contactId, body }: { contactId: number | null; body: OrganizationContact }) =>
        contactId === null
          ? callRoute(api, addOrganizationContact, { params: { id: orgId }, body })
          : callRoute(api, updateOrganizationContact, { params: { id: orgId, contactId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (contactId: number) =>
        callRoute(api, removeOrganizationContact, { params: { id: orgId, contactId } }),
      onSuccess,
    }),
  };
}
