import { callRoute } from '@shortlist/api-client';
import { exportAuditLog, listAuditActions, searchAuditLog } from '@shortlist/domain/contract';
import type { AuditLogFilter } from '@shortlist/domain/schemas';
import { saveDownload, useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

// Decision: 50 entries a page, a screenful of a dense log.
export const auditPageSize = 50;

/** A page of the audit log for a filter (paged on the server), the actions to filter by, and the CSV export. */
export function useAuditLog(filter: AuditLogFilter, page: number) {
  const api = useApi();
  const entries = useQuery({
    queryKey: ['audit-log', filter, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callRoute(api, searchAuditLog, { query: { ...filter, page, resultsPerPage: auditPageSize }, signal }),
  });
  const actions = useQuery({
    queryKey: ['audit-log', 'actions'],
    queryFn: ({ signal }) => callRoute(api, listAuditActions, { signal }),
  });

  async function exportCsv() {
    const file = await callRoute(api, exportAuditLog, { query: filter });
    saveDownload(file, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
  }

  return { entries, actions, exportCsv };
}
