import type {
  Interview,
  ManagerBookingReply,
  ScheduleDetailView,
  ScheduleListItem,
  ScheduleSlotView,
} from '../schemas/index.ts';
import type { AssessmentInvitationReply, OfferedAssessmentType } from './assessments.ts';
import { defineRoute, emptyReply, jsonReply } from './route.ts';

// Scheduling: interview schedules, invitations and assessments (/api/v1; §2 five-step wizard, §4 assessment
// types), and the candidate's self-scheduling link (§7 Public /interview).

const tag = 'Scheduling';

/** Why a candidate was left out of an invitation (§4, §5 scheduling rule). */
export type InvitationSkipReason =
  | 'not-found'
  | 'not-submitted'
  | 'other-role'
  | 'wrong-stage'
  | 'stage-not-allowed'
  | 'already-invited'
  | 'stage-already-covered';

/** POST /schedules/{id}/invitations and /assessments/{type}/invitations: who was invited, who was not and why. */
export interface InvitationResult {
  invited: number[];
  skipped: { id: number; reason: InvitationSkipReason }[];
}

export const createSchedule = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules',
  summary: 'Creates an interview schedule with its availability windows and slots (201).',
  tag,
  body: 'scheduleCreateSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

/** The invitation email as composed for sending: subject and text. */
export interface InvitationPreview {
  subject: string;
  body: string;
}

export const previewScheduleInvitation = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/invitation-preview',
  summary:
    "The wizard's invitation email as it will be sent (the same composer, stage wording and deadline).",
  tag,
  body: 'scheduleInvitationPreviewSchema',
  reply: jsonReply<InvitationPreview>(),
});

export const listSchedules = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/schedules',
  summary: "The organisation's interview schedules.",
  tag,
  query: 'organizationScopeQuerySchema',
  reply: jsonReply<ScheduleListItem[]>(),
});

export const fetchSchedule = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/schedules/{id}',
  summary: 'One schedule with its slots and invitations.',
  tag,
  params: 'scheduleParamsSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

export const inviteToSchedule = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/{id}/invitations',
  summary: 'Invites candidates to book a slot of the schedule (wizard step Create Invitation).',
  tag,
  params: 'scheduleParamsSchema',
  body: 'candidateInvitationSchema',
  reply: jsonReply<InvitationResult>(),
});

export const addScheduleSlots = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/{id}/slots',
  summary: 'Adds availability to a schedule, cut into slots of its length (201).',
  tag,
  params: 'scheduleParamsSchema',
  body: 'scheduleSlotsAddSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

export const updateScheduleSlot = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/schedules/{id}/slots/{slotId}',
  summary: "Sets a slot's interviewers, who receive its calendar invitations.",
  tag,
  params: 'scheduleSlotParamsSchema',
  body: 'scheduleSlotUpdateSchema',
  reply: jsonReply<ScheduleSlotView>(),
});

export const removeScheduleSlot = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/schedules/{id}/slots/{slotId}',
  summary: 'Removes a slot nobody has booked (409 when booked).',
  tag,
  params: 'scheduleSlotParamsSchema',
  reply: emptyReply,
});

export const bookForCandidate = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/schedules/{id}/invitations/{invitationId}/booking',
  summary: "Books a free slot on the candidate's behalf, or moves their booking to it.",
  tag,
  params: 'scheduleInvitationParamsSchema',
  body: 'managerBookingSchema',
  reply: jsonReply<ManagerBookingReply>(),
});

export const cancelBooking = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/schedules/{id}/invitations/{invitationId}/booking',
  summary: 'Cancels a booking; the candidate may book again before the deadline.',
  tag,
  params: 'scheduleInvitationParamsSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

export const cancelScheduleInvitation = defineRoute({
  method: 'DELETE',
  area: 'authenticated',
  path: '/schedules/{id}/invitations/{invitationId}',
  summary: 'Cancels an invitation (and its booking); its link then answers closed.',
  tag,
  params: 'scheduleInvitationParamsSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

export const remindScheduleInvitation = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/{id}/invitations/{invitationId}/reminder',
  summary: 'Reminds an invited candidate who has not booked to choose a time.',
  tag,
  params: 'scheduleInvitationParamsSchema',
  reply: emptyReply,
});

export const closeSchedule = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/{id}/close',
  summary: 'Closes a schedule: no more bookings; its invitation links answer closed.',
  tag,
  params: 'scheduleParamsSchema',
  reply: jsonReply<ScheduleDetailView>(),
});

export const listAssessmentTypes = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/assessment-types',
  summary: 'The assessment and scheduling types the organisation offers (§6).',
  tag,
  query: 'organizationScopeQuerySchema',
  reply: jsonReply<OfferedAssessmentType[]>(),
});

export const inviteToAssessment = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/assessments/{type}/invitations',
  summary: 'Invites candidates to an assessment of the given type.',
  tag,
  params: 'assessmentTypeParamsSchema',
  query: 'organizationScopeQuerySchema',
  body: 'candidateInvitationSchema',
  reply: jsonReply<AssessmentInvitationReply>(),
});

export const fetchAssessmentCode = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/assessments/codes/{codeId}',
  summary: "One candidate's assessment or scheduling record (§3 candidate code).",
  tag,
  params: 'candidateCodeParamsSchema',
  reply: jsonReply<unknown>(),
});

export const recordAssessmentResult = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/assessments/codes/{codeId}/result',
  summary: 'Records the result of an assessment.',
  tag,
  params: 'candidateCodeParamsSchema',
  body: 'assessmentResultSchema',
  reply: jsonReply<unknown>(),
});

// §7 spells these /interview/{id}; the value is the invitation link's token, so the path names it so.
export const fetchInterview = defineRoute({
  method: 'GET',
  area: 'public',
  path: '/interview/{token}',
  summary: "An interview invitation's slots, for the candidate to choose one (§2 /interview/{token}).",
  tag,
  params: 'interviewTokenParamsSchema',
  reply: jsonReply<Interview>(),
});

export const bookInterview = defineRoute({
  method: 'PUT',
  area: 'public',
  path: '/interview/{token}',
  summary: 'Books the slot starting at selectedTime for the invitation id the link names.',
  tag,
  params: 'interviewTokenParamsSchema',
  body: 'bookingSchema',
  reply: jsonReply<Interview>(),
});
