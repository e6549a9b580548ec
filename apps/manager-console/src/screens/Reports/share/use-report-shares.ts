import { callRoute } from '@shortlist/api-client';
import type { ReportShare } from '@shortlist/domain/contract';
import { createReportShare, fetchReportShares, revokeReportShare } from '@shortlist/domain/contract';
import type { AnyReportKind } from '@shortlist/domain/reports';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const sharesKey = ['report-shares'] as const;

export type ShareStatus = 'live' | 'expired' | 'revoked';

/** A link is revoked from the moment it is, expired once its time is up, live until then. */
export function shareStatus(share: ReportShare, nowSeconds: number): ShareStatus {
  if (share.revokedAt !== null) return 'revoked';
  return share.expiresAt <= nowSeconds ? 'expired' : 'live';
}

/** The organisation's report links, and creating and revoking one (manager admins). */
export function useReportShares() {
  const api = useApi();
  const queryClient = useQueryClient();
  const shares = useQuery({
    queryKey: sharesKey,
    queryFn: ({ signal }) => callRoute(api, fetchReportShares, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: sharesKey });
  const create = useMutation({
    mutationFn: (input: { kind: AnyReportKind; query: ReportQuery; expiresInDays: number }) =>
      callRoute(api, createReportShare, { body: input }),
    onSuccess: reload,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => callRoute(api, revokeReportShare, { params: { id } }),
    onSuccess: reload,
  });
  return { shares, create, revoke };
}
