import { callRoute } from '@shortlist/api-client';
import {
  addScheduleSlots,
  bookForCandidate,
  cancelBooking,
  cancelScheduleInvitation,
  closeSchedule,
  fetchSchedule,
  remindScheduleInvitation,
  removeScheduleSlot,
  updateScheduleSlot,
} from '@shortlist/domain/contract';
import type { ScheduleDetailView, ScheduleSlotsAdd } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const scheduleKey = (scheduleId: number) => ['schedule', scheduleId] as const;

/** One schedule and the manager's changes to it; each change shows its answer at once and refreshes the list. */
export function useScheduleChanges(scheduleId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const schedule = useQuery({
    queryKey: scheduleKey(scheduleId),
    enabled: Number.isInteger(scheduleId) && scheduleId > 0,
    queryFn: ({ signal }) => callRoute(api, fetchSchedule, { params: { id: scheduleId }, signal }),
  });

  async function settle(next?: ScheduleDetailView) {
    if (next) queryClient.setQueryData(scheduleKey(scheduleId), next);
    else await queryClient.invalidateQueries({ queryKey: scheduleKey(scheduleId) });
    void queryClient.invalidateQueries({ queryKey: ['schedules'] });
  }
  const id = scheduleId;
  return {
    schedule,
    /** Books or moves; a move answers how the panel was re-staffed, and whose calendar was not asked (issue 34). */
    book: async (invitationId: number, slotId: number) => {
      const { panelChange, calendarsUnchecked, ...next } = await callRoute(api, bookForCandidate, {
        params: { id, invitationId },
        body: { slotId },
      });
      await settle(next);
      return { panelChange, calendarsUnchecked };
    },
    cancelBooking: async (invitationId: number) =>
      settle(await callRoute(api, cancelBooking, { params: { id, invitationId } })),
    cancelInvitation: async (invitationId: number) =>
      settle(await callRoute(api, cancelScheduleInvitation, { params: { id, invitationId } })),
    remind: async (invitationId: number) => {
      await callRoute(api, remindScheduleInvitation, { params: { id, invitationId } });
    },
    addSlots: async (input: ScheduleSlotsAdd) => {
      const before = schedule.data?.slots.length ?? 0;
      const next = await callRoute(api, addScheduleSlots, { params: { id }, body: input });
      await settle(next);
      return next.slots.length - before;
    },
    setInterviewers: async (slotId: number, interviewerEmails: string[]) => {
      await callRoute(api, updateScheduleSlot, { params: { id, slotId }, body: { interviewerEmails } });
      await settle();
    },
    removeSlot: async (slotId: number) => {
      await callRoute(api, removeScheduleSlot, { params: { id, slotId } });
      await settle();
    },
    close: async () => settle(await callRoute(api, closeSchedule, { params: { id } })),
  };
}
