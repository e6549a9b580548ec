import { callRoute } from '@shortlist/api-client';
import type { InvitationResult } from '@shortlist/domain/contract';
import { createSchedule, inviteToSchedule } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { WizardDraft } from './wizard-draft.ts';
import { invitedIds, toScheduleCreate } from './wizard-draft.ts';

export type SendPhase = 'creating' | 'inviting';

export type SendResult = InvitationResult & { scheduleId: number };

/** Creates the schedule (once), then invites the chosen candidates to it; says which phase it is in. */
export function useCreateSchedule() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SendPhase | null>(null);
  // Once created, a schedule is not created again: sending after a failed invitation only invites.
  const created = useRef<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (draft: WizardDraft): Promise<SendResult> => {
      if (created.current === null) {
        setPhase('creating');
        created.current = (await callRoute(api, createSchedule, { body: toScheduleCreate(draft) })).id;
      }
      setPhase('inviting');
      const answer = await callRoute(api, inviteToSchedule, {
        params: { id: created.current },
        body: { candidateIds: [...invitedIds(draft)] },
      });
      return { scheduleId: created.current, ...answer };
    },
    onSettled: async () => {
      setPhase(null);
      await queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });
  return { ...mutation, phase };
}
