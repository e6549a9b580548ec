import { callRoute } from '@shortlist/api-client';
import { fetchReferenceData } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

/** The sectors an organisation picks from (the SECTOR list; attributes.id is the sector id it carries). */
export function useSectorOptions() {
  const api = useApi();
  const sectors = useQuery({
    queryKey: ['reference-data', 'SECTOR'],
    queryFn: ({ signal }) => callRoute(api, fetchReferenceData, { signal, params: { type: 'SECTOR' } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (sectors.data ?? []).map((sector) => ({ value: String(sector.attributes.id), label: sector.label }));
}
