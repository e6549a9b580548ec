import { callRoute } from '@shortlist/api-client';
import { fetchReport, fetchSharedReport } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isDeadLink } from '../ScreenReview/use-reviewer-link.ts';
import type { ReportAddress } from './report-address.ts';
import { toReportQuery } from './report-address.ts';

/** The report an address asks for; idle while a custom range lacks a bound. */
export function useReport(address: ReportAddress) {
  const api = useApi();
  const query = toReportQuery(address);
  return useQuery({
    queryKey: ['report', address.kind, query],
    enabled: query !== null,
    // The last report stays on screen while the next filter's figures load.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callRoute(api, fetchReport, { params: { kind: address.kind }, query: query ?? {}, signal }),
  });
}

/** The report a share link opens, without signing in; a revoked or expired link answers 404. */
export function useSharedReport(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['shared-report', token],
    retry: (count, error) => !isDeadLink(error) && count < 2,
    queryFn: ({ signal }) => callRoute(api, fetchSharedReport, { params: { token }, signal }),
  });
}
