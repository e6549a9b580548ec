import { callRoute } from '@shortlist/api-client';
import type { CandidateListItem } from '@shortlist/domain/contract';
import { searchCandidates } from '@shortlist/domain/contract';
import { maxBulkIds } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';

const pageSize = 500;

/** Every candidate of a role at a stage, by last name, page after page (up to an invitation's limit). */
export function useStageCandidates(roleId: number | null, stageId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['schedule-wizard-candidates', roleId, stageId],
    enabled: roleId !== null && stageId !== null,
    queryFn: async ({ signal }) => {
      const rows: CandidateListItem[] = [];
      for (let page = 0; rows.length < maxBulkIds; page++) {
        const answer = await callRoute(api, searchCandidates, {
          params: { kind: 'candidate', id: roleId ?? 0 },
          query: { page, resultsPerPage: pageSize, sortBy: 'lastName', orderBy: 'asc' },
          body: { stageId },
          signal,
        });
        rows.push(...answer.content);
        if (answer.content.length < pageSize || rows.length >= answer.totalElements) break;
      }
      return rows;
    },
  });
}
