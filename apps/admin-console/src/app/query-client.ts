import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the console. Decision: a list stays fresh for 30 s and is fetched again when the window
 * regains focus; the API client already retries a refreshed token, so a failed read is not retried blindly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: true } },
  });
}
