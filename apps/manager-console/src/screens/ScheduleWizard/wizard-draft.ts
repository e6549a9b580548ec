import type { MeetingHours } from '@shortlist/domain/meeting-hours';
import { withinMeetingHours } from '@shortlist/domain/meeting-hours';
import { assignPanels } from '@shortlist/domain/panels';
import type { ScheduleCreate, ScheduleType } from '@shortlist/domain/schemas';
import type { SlicedSlot } from '@shortlist/domain/stages';
import { sliceSchedule } from '@shortlist/domain/stages';
import type { InterviewDuration } from '@shortlist/domain/validation';
import type { SchedulingWizardStep } from '@shortlist/ui';

/** An availability window drawn on the calendar (epoch seconds). */
export interface DraftWindow {
  start: number;
  end: number;
}

/** Everything the five steps gather before the schedule is created. */
export interface WizardDraft {
  roleId: number | null;
  stageId: number | null;
  type: ScheduleType;
  /** Candidates picked in a list before the wizard opened, if it was opened from a selection. */
  preselected: readonly number[] | null;
  /** Invite the preselected candidates (true) or those ticked among the candidates at the stage. */
  useSelection: boolean;
  /** The candidates ticked among those at the stage. */
  candidateIds: readonly number[];
  name: string;
  durationMinutes: InterviewDuration;
  gapMinutes: number;
  /** Panel size: interviewers per slot. */
  interviewers: number;
  /** Issue 34: the panel pool (organisation users and outside assessors) slots are staffed from. */
  panel: readonly string[];
  /** Most interviews one panel member sits a day. */
  dailyMaximum: number;
  location: string;
  windows: readonly DraftWindow[];
  /** Starts of the slots taken out at review. */
  excludedSlots: readonly number[];
  deadlineDays: number;
}

export type DraftProblem = 'role' | 'stage' | 'candidates' | 'name' | 'windows' | 'slots';

export function initialDraft(preset: {
  roleId: number | null;
  stageId: number | null;
  candidateIds: readonly number[] | null;
}): WizardDraft {
  return {
    roleId: preset.roleId,
    stageId: preset.stageId,
    type: 'SCHEDULER',
    preselected: preset.candidateIds,
    useSelection: preset.candidateIds !== null,
    candidateIds: [],
    name: '',
    durationMinutes: 60,
    gapMinutes: 0,
    interviewers: 1,
    panel: [],
    dailyMaximum: 4,
    location: '',
    windows: [],
    excludedSlots: [],
    deadlineDays: 7,
  };
}

/** Whom the invitation goes to. */
export function invitedIds(draft: WizardDraft): readonly number[] {
  return draft.useSelection && draft.preselected !== null ? draft.preselected : draft.candidateIds;
}

/** The organisation's meeting hours and the zone they are read in; null when it has none (any time). */
export type SlotHours = { hours: MeetingHours; zone: string } | null;

/**
 * Every slot the windows give, removed ones included (the review step can restore them); with meeting hours,
 * only those wholly inside them, as the server's `slotsOfWindows` cuts them, so the slots shown are the ones
 * created.
 */
export function draftSlots(draft: WizardDraft, meetingHours: SlotHours = null): SlicedSlot[] {
  const inHours = (slot: SlicedSlot) =>
    meetingHours === null ||
    withinMeetingHours(
      meetingHours.hours,
      new Date(slot.startDateTime * 1000),
      new Date(slot.endDateTime * 1000),
      meetingHours.zone,
    );
  return sliceSchedule({
    windows: draft.windows.map((window) => ({
      parentStartDateTime: window.start,
      parentEndDateTime: window.end,
      numberOfInterviewers: draft.interviewers,
    })),
    durationMinutes: draft.durationMinutes,
    gapMinutes: draft.gapMinutes,
  }).filter(inHours);
}

/** The slots that will be offered: every slot but the removed ones. */
export function keptSlots(draft: WizardDraft, meetingHours: SlotHours = null): SlicedSlot[] {
  const excluded = new Set(draft.excludedSlots);
  return draftSlots(draft, meetingHours).filter((slot) => !excluded.has(slot.startDateTime));
}

/** What stops the manager leaving a step, in the order the fields appear. */
export function stepProblems(
  step: SchedulingWizardStep,
  draft: WizardDraft,
  meetingHours: SlotHours = null,
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (step === 'structure') {
    if (draft.roleId === null) problems.push('role');
    if (draft.stageId === null) problems.push('stage');
    if (invitedIds(draft).length === 0) problems.push('candidates');
  }
  if (step === 'slot' && draft.name.trim() === '') problems.push('name');
  if (step === 'calendar' && draftSlots(draft, meetingHours).length === 0) problems.push('windows');
  if (step === 'slotlist' && keptSlots(draft, meetingHours).length === 0) problems.push('slots');
  return problems;
}

/** POST /schedules: the draft as the API takes it (only called once every step is complete). */
export function toScheduleCreate(draft: WizardDraft): ScheduleCreate {
  if (draft.roleId === null || draft.stageId === null) throw new Error('the draft has no role or stage');
  return {
    roleId: draft.roleId,
    stageId: draft.stageId as ScheduleCreate['stageId'],
    type: draft.type,
    name: draft.name.trim(),
    durationMinutes: draft.durationMinutes,
    gapMinutes: draft.gapMinutes as ScheduleCreate['gapMinutes'],
    location: draft.location.trim() || null,
    deadlineDays: draft.deadlineDays as ScheduleCreate['deadlineDays'],
    windows: draft.windows.map((window) => ({
      parentStartDateTime: window.start,
      parentEndDateTime: window.end,
      numberOfInterviewers: draft.interviewers,
    })),
    excludedSlots: [...draft.excludedSlots],
    ...(draft.panel.length > 0 && {
      panel: { interviewerEmails: [...draft.panel], dailyMaximum: draft.dailyMaximum },
    }),
  };
}

/** Busy intervals (epoch seconds) of panel members, by email, as their calendars gave them. */
export type PanelBusy = ReadonlyMap<string, readonly { start: number; end: number }[]>;

const isBusy = (busy: PanelBusy, email: string, start: number, end: number) =>
  (busy.get(email) ?? []).some((interval) => interval.start < end && start < interval.end);

/** The panel members busy at some moment of [start, end), in pool order. */
export function busyDuring(draft: WizardDraft, busy: PanelBusy, start: number, end: number): string[] {
  return draft.panel.filter((email) => isBusy(busy, email, start, end));
}

/**
 * Issue 34: each kept slot's proposed panel, the domain's assignment as the server makes it (which also
 * leaves out anyone on another schedule's slot at that time); a member whose calendar is busy then is not
 * free, so nobody sits a slot that clashes with their calendar.
 */
export function proposedPanels(
  draft: WizardDraft,
  zone: string,
  { meetingHours = null, busy = new Map() }: { meetingHours?: SlotHours; busy?: PanelBusy } = {},
): Map<number, string[]> {
  if (draft.panel.length === 0) return new Map();
  const slots = keptSlots(draft, meetingHours);
  const { panels } = assignPanels({
    slots: slots.map((slot) => ({
      id: slot.startDateTime,
      start: new Date(slot.startDateTime * 1000),
      end: new Date(slot.endDateTime * 1000),
    })),
    interviewers: draft.panel,
    size: draft.interviewers,
    dailyMaximum: draft.dailyMaximum,
    zone,
    isFree: (email, start, end) => !isBusy(busy, email, start.getTime() / 1000, end.getTime() / 1000),
  });
  return new Map(panels.map((panel) => [panel.slotId, panel.interviewerEmails]));
}
