import { callRoute } from '@shortlist/api-client';
import { checkAssessmentEligibility } from '@shortlist/domain/contract';
import type { SearchFilterInput } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvitationOutcome } from './invite-in-batches.ts';
import { inviteInBatches } from './invite-in-batches.ts';

export type InvitationRun =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'failed'; message: string; done: number; total: number }
  | { kind: 'done'; outcome: InvitationOutcome };

/**
 * One invitation to an online test over a selection: who of the selection the chosen test can go to
 * (asked of the API as soon as a test is chosen, so refusals show before anything is sent), and the run.
 */
export function useAssessmentInvitation(filter: SearchFilterInput, type: AssessmentType | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<InvitationRun>({ kind: 'idle' });

  const eligibility = useQuery({
    queryKey: ['assessment-eligibility', type, filter],
    enabled: type !== null,
    // A check is a snapshot of now: never answered from an older one.
    gcTime: 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      callRoute(api, checkAssessmentEligibility, {
        params: { type: type ?? 'APTITUDE_ONE' },
        body: filter,
        signal,
      }),
  });

  async function invite() {
    const ids = eligibility.data?.eligibleIds ?? [];
    if (type === null || ids.length === 0) return;
    setRun({ kind: 'running', done: 0, total: ids.length });
    let done = 0;
    try {
      const outcome = await inviteInBatches(api, type, ids, (count) => {
        done = count;
        setRun({ kind: 'running', done: count, total: ids.length });
      });
      setRun({ kind: 'done', outcome });
    } catch (failure) {
      setRun({
        kind: 'failed',
        message: failure instanceof Error ? failure.message : '',
        done,
        total: ids.length,
      });
    } finally {
      // Lists, counts and the record show the new states (and what a stopped run did send).
      await queryClient.invalidateQueries();
    }
  }

  return { eligibility, run, invite };
}
