import {
  getInterviewerMeetingHours,
  getOrganizationMeetingHours,
  saveInterviewerMeetingHours,
  saveOrganizationMeetingHours,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1/organization/{orgId}/meeting-hours (issue 34): when the organisation's and each interviewer's interviews may be booked. */
export async function meetingHoursRoutes(app: FastifyInstance): Promise<void> {
  const { meetingHours } = app.services;

  serveRoute(app, getOrganizationMeetingHours, ({ auth, params }) =>
    meetingHours.getOrganization(auth.user, params.orgId),
  );
  serveRoute(app, saveOrganizationMeetingHours, ({ auth, params, body }) =>
    meetingHours.saveOrganization(auth.user, params.orgId, body.meetingHours),
  );
  serveRoute(app, getInterviewerMeetingHours, ({ auth, params }) =>
    meetingHours.getInterviewer(auth.user, params.orgId, params.email),
  );
  serveRoute(app, saveInterviewerMeetingHours, ({ auth, params, body }) =>
    meetingHours.saveInterviewer(auth.user, params.orgId, params.email, body.meetingHours),
  );
}
