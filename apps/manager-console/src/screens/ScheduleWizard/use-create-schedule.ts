import { callRoute } from '@shortlist/api-client';
import type { InvitationResult } from '@shortlist/domain/contract';
import { createSchedule, inviteToSchedule } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WizardDraft } from './wizard-draft.ts';
import { invitedIds, toScheduleCreate } from './wizard-draft.ts';

export type SendPhase = 'creating' | 'inviting';

export type SendResult = InvitationResult & { scheduleId: number };

/** Creates the schedule, then invites the chosen candidates to it; says which phase it is in. */
export function useCreateSchedule() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SendPhase | null>(null);
  const mutation = useMutation({
    mutationFn: async (draft: WizardDraft): Promise<SendResult> => {
      setPhase('creating');
      const schedule = await callRoute(api, createSchedule, { body: toScheduleCreate(draft) });
      setPhase('inviting');
      const answer = await callRoute(api, inviteToSchedule, {
        params: { id: schedule.id },
        body: { candidateIds: [...invitedIds(draft)] },
      });
      return { scheduleId: schedule.id, ...answer };
    },
    onSettled: async () => {
      setPhase(null);
      await queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });
  return { ...mutation, phase };
}
