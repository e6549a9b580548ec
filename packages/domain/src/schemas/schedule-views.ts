import type { SlotState } from '../format/slot-state.ts';
import type { ScheduleType } from './schedule-editing.ts';

// What the schedule routes answer (types only: the server builds them, the consoles read them).

export interface ScheduleSummaryView {
  id: number;
  organizationId: number;
  roleId: number | null;
  roleName: string | null;
  stageId: number;
  type: ScheduleType;
  name: string;
  durationMinutes: number;
  location: string;
  deadlineDays: number;
  createdAt: string;
  /** Epoch seconds; null while the schedule takes bookings. */
  closedAt: number | null;
  /** The organisation's IANA time zone, in which every time of the schedule is shown. */
  timeZone: string;
  /** The zone's name as the organisation's setting writes it ('UK, Ireland Time'). */
  timeZoneLabel: string;
}

export interface ScheduleListItem extends ScheduleSummaryView {
  invitedCount: number;
  bookedCount: number;
  slotCount: number;
  freeSlotCount: number;
  /** The latest deadline of its open invitations (epoch seconds), if any. */
  deadline: number | null;
}

export interface ScheduleSlotView {
  id: number;
  startDateTime: number;
  endDateTime: number;
  parentStartDateTime: number;
  parentEndDateTime: number;
  numberOfInterviewers: number;
  interviewerEmails: string[];
  state: SlotState;
  candidateId: number | null;
  invitationId: number | null;
}

export interface ScheduleInvitationView {
  id: number;
  candidateId: number;
  /** Null while the application is at a blind-review stage (blind is then true). */
  candidateName: string | null;
  candidateEmail: string | null;
  blind: boolean;
  deadline: number;
  bookedSlotId: number | null;
  bookedAt: number | null;
  cancelledAt: number | null;
}

export interface ScheduleDetailView extends ScheduleSummaryView {
  slots: ScheduleSlotView[];
  invitations: ScheduleInvitationView[];
}
