import { ApiError, callRoute } from '@shortlist/api-client';
import { createOrganization, fetchOrganization, updateOrganization } from '@shortlist/domain/contract';
import type { OrganizationStatus } from '@shortlist/domain/enums';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from './organization-body.ts';
import type { OrganizationDraft } from './organization-draft.ts';
import type { FieldErrors } from './validate-draft.ts';
import { formErrorsOf } from './validate-draft.ts';

export const organizationKey = (id: number) => ['organization', id] as const;

export function useOrganization(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: organizationKey(id),
    queryFn: ({ signal }) => callRoute(api, fetchOrganization, { signal, params: { id } }),
  });
}

/** The API's field errors of a failed save, at the form's fields. */
export function serverErrorsOf(failure: unknown): FieldErrors {
  return failure instanceof ApiError ? formErrorsOf(failure.fieldErrors) : {};
}

/** POST /organization (new) or PUT /organization/{id} (edit) of the whole form. */
export function useSaveOrganization(id: number | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OrganizationDraft) => {
      const body = bodyOf(draft) as never;
      return id === undefined
        ? callRoute(api, createOrganization, { body })
        : callRoute(api, updateOrganization, { params: { id }, body });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}

/** Deactivate (INACTIVE) or reactivate (ACTIVE): PUT /organization/{id} with the status alone. */
export function useSetOrganizationStatus(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrganizationStatus) =>
      callRoute(api, updateOrganization, { params: { id }, body: { status } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}
