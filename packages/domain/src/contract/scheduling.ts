import type { Interview } from '../schemas/index.ts';
import type { AssessmentInvitationReply, OfferedAssessmentType } from './assessments.ts';
import { defineRoute, jsonReply } from './route.ts';

// Scheduling: interview schedules, invitations and assessments (/api/v1; §2 five-step wizard, §4 assessment
// types), and the candidate's self-scheduling link (§7 Public /interview).

const tag = 'Scheduling';

export const createSchedule = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules',
  summary: 'Creates an interview schedule with its availability windows and slots (201).',
  tag,
  body: 'scheduleCreateSchema',
  reply: jsonReply<unknown>(),
});

export const listSchedules = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/schedules',
  summary: "The organisation's interview schedules.",
  tag,
  query: 'organizationScopeQuerySchema',
  reply: jsonReply<unknown[]>(),
});

export const fetchSchedule = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/schedules/{id}',
  summary: 'One schedule with its slots and invitations.',
  tag,
  params: 'scheduleParamsSchema',
  reply: jsonReply<unknown>(),
});

export const inviteToSchedule = defineRoute({
  method: 'POST',
  area: 'authenticated',
  path: '/schedules/{id}/invitations',
  summary: 'Invites candidates to book a slot of the schedule (wizard step Create Invitation).',
  tag,
  params: 'scheduleParamsSchema',
  body: 'candidateInvitationSchema',
  reply: jsonReply<unknown>(),
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
