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
  /** Issue 34: the panel pool slots are staffed from (organisation users or outside assessors). */
  interviewerEmails: string[];
  /** Most interviews one pool member sits per day; null for no limit. */
  dailyMaximum: number | null;
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
  /** Issue 34: how the booking's last move into this slot re-staffed its panel, while it is still booked here. */
  panelChange?: PanelChangeView | null;
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

/** Issue 34: a booking moved and its panel with it: who followed it, who joined and who left the interview. */
export interface PanelChangeView {
  slotId: number;
  previousSlotId: number;
  kept: string[];
  joined: string[];
  left: string[];
}

/** PUT /schedules/{id}/invitations/{invitationId}/booking: the schedule, and how a move re-staffed its panel. */
export interface ManagerBookingReply extends ScheduleDetailView {
  panelChange: PanelChangeView | null;
  /** Panel members whose calendars could not be asked before the move (it went ahead on what was known). */
  calendarsUnchecked: string[];
}
