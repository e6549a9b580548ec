import { assignPanels } from '@shortlist/domain/panels';
import type { SchedulePanelInput } from '@shortlist/domain/schemas';
import type { Executor } from '../db/database.ts';
import { fromEpochSeconds } from '../shared/epoch.ts';
import type { CalendarBusyTimes } from './interviewer-availability.ts';
import { freeOutside, interviewerBusyIntervals, interviewsSat } from './interviewer-availability.ts';

interface CutSlot {
  startDateTime: number;
  endDateTime: number;
  numberOfInterviewers: number;
  interviewerEmails: string[];
}

/**
 * Issue 34: staffs new slots from the panel pool (assignPanels), each with its `numberOfInterviewers`, where
 * the manager named nobody for its window; free means on no overlapping slot of the organisation, not busy in
 * their calendar and inside their meeting hours, and the organisation's other slots that day count towards the
 * daily maximum.
 */
export async function staffSlots<Slot extends CutSlot>(
  tx: Executor,
  organizationId: number,
  zone: string,
  slots: readonly Slot[],
  panel: SchedulePanelInput | null | undefined,
  calendarBusy?: CalendarBusyTimes,
): Promise<Slot[]> {
  const open = slots.filter((slot) => slot.interviewerEmails.length === 0 && slot.numberOfInterviewers > 0);
  if (!panel || open.length === 0) return [...slots];
  const starts = open.map((slot) => slot.startDateTime);
  const ends = open.map((slot) => slot.endDateTime);
  // A day either side: interviews elsewhere on the first and last days count towards the daily maximum.
  const day = 24 * 3600;
  const busy = await interviewerBusyIntervals(tx, {
    organizationId,
    emails: panel.interviewerEmails,
    from: fromEpochSeconds(Math.min(...starts) - day),
    to: fromEpochSeconds(Math.max(...ends) + day),
    ...(calendarBusy && { calendarBusy }),
  });
  const { panels } = assignPanels({
    slots: open.map((slot, index) => ({
      id: index,
      start: fromEpochSeconds(slot.startDateTime),
      end: fromEpochSeconds(slot.endDateTime),
      size: slot.numberOfInterviewers,
    })),
    interviewers: panel.interviewerEmails,
    size: 0,
    dailyMaximum: panel.dailyMaximum,
    zone,
    isFree: freeOutside(busy),
    alreadySitting: interviewsSat(busy),
  });
  const staffed = new Map(open.map((slot, index) => [slot, panels[index]?.interviewerEmails ?? []]));
  return slots.map((slot) => {
    const interviewerEmails = staffed.get(slot);
    return interviewerEmails ? { ...slot, interviewerEmails } : slot;
  });
}
