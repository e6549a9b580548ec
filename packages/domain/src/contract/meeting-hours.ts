import type { MeetingHours } from '../meeting-hours/meeting-hours-schema.ts';
import { defineRoute, jsonReply } from './route.ts';

// Issue 34: when interviews may be booked. Any manager of the organisation reads its hours; manager admins
// change them. A manager reads and sets their own hours; manager admins anyone's (users or outside assessors).

const tag = 'Meeting hours';

/** The organisation's meeting hours (null: none set, any time) and the zone they are read in. */
export interface OrganizationMeetingHoursView {
  meetingHours: MeetingHours | null;
  timeZone: string;
}

/** One interviewer's own hours (null: the organisation's apply) and the hours that apply to them. */
export interface InterviewerMeetingHoursView {
  email: string;
  meetingHours: MeetingHours | null;
  /** Their own hours, else the organisation's, else null (any time). */
  effectiveMeetingHours: MeetingHours | null;
  timeZone: string;
}

export const getOrganizationMeetingHours = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/meeting-hours',
  summary: 'The hours the organisation’s interviews may be booked in, per weekday.',
  tag,
  params: 'organizationMeetingHoursParamsSchema',
  reply: jsonReply<OrganizationMeetingHoursView>(),
});

export const saveOrganizationMeetingHours = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/meeting-hours',
  summary: 'Sets the organisation’s meeting hours, or none (manager admins).',
  tag,
  params: 'organizationMeetingHoursParamsSchema',
  body: 'meetingHoursBodySchema',
  reply: jsonReply<OrganizationMeetingHoursView>(),
});

export const getInterviewerMeetingHours = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/organization/{orgId}/meeting-hours/interviewers/{email}',
  summary: 'An interviewer’s own meeting hours and those that apply to them (their own, or manager admins).',
  tag,
  params: 'interviewerMeetingHoursParamsSchema',
  reply: jsonReply<InterviewerMeetingHoursView>(),
});

export const saveInterviewerMeetingHours = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/organization/{orgId}/meeting-hours/interviewers/{email}',
  summary: 'Sets an interviewer’s own meeting hours, or none so the organisation’s apply.',
  tag,
  params: 'interviewerMeetingHoursParamsSchema',
  body: 'meetingHoursBodySchema',
  reply: jsonReply<InterviewerMeetingHoursView>(),
});
