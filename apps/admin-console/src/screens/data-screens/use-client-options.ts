import { callRoute } from '@shortlist/api-client';
import { fetchReferenceData } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

/** The client organisations to choose from (the provider's CLIENTS list), by name. */
export function useClientOptions() {
  const api = useApi();
  return useQuery({
    queryKey: ['reference-data', 'CLIENTS'],
    queryFn: ({ signal }) => callRoute(api, fetchReferenceData, { params: { type: 'CLIENTS' }, signal }),
    select: (items) => items.map((item) => ({ id: item.id, name: item.label })),
  });
}
