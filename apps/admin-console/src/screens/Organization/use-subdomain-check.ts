import { callRoute } from '@shortlist/api-client';
import { checkSubdomain } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

// Typing waits this long before the label is checked, so a word typed quickly is one request.
const checkDelayMs = 300;

/** GET /admin/subdomain for the label being typed (for organisation `exceptId` when editing it). */
export function useSubdomainCheck(subdomain: string, exceptId: number | undefined) {
  const api = useApi();
  const [settled, setSettled] = useState(subdomain.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(subdomain.trim()), checkDelayMs);
    return () => clearTimeout(timer);
  }, [subdomain]);
  const check = useQuery({
    queryKey: ['subdomain-check', settled, exceptId],
    queryFn: ({ signal }) =>
      callRoute(api, checkSubdomain, {
        signal,
        query: exceptId === undefined ? { label: settled } : { label: settled, exceptId },
      }),
    enabled: settled !== '',
    staleTime: 0,
  });
  const current = settled === subdomain.trim();
  return { checking: !current || check.isFetching, result: current ? check.data : undefined };
}
