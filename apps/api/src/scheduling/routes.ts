import {
  addScheduleSlots,
  bookForCandidate,
  cancelBooking,
  cancelScheduleInvitation,
  closeSchedule,
  createSchedule,
  fetchAssessmentCode,
  fetchSchedule,
  inviteToAssessment,
  inviteToSchedule,
  listAssessmentTypes,
  listSchedules,
  previewScheduleInvitation,
  recordAssessmentResult,
  remindScheduleInvitation,
  removeScheduleSlot,
  updateScheduleSlot,
} from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../http/serve-route.ts';

/** /api/v1 interview schedules, invitations and assessments (§2 five-step wizard, §4 assessment types). */
export async function schedulingRoutes(app: FastifyInstance): Promise<void> {
  const { schedules, scheduleChanges, bookingChanges, invitations, assessments, previewInvitation } =
    app.services.scheduling;

  serveRoute(app, createSchedule, async ({ auth, body, reply }) =>
    reply.status(201).send(await schedules.create(auth, body)),
  );
  serveRoute(app, previewScheduleInvitation, ({ auth, body }) => previewInvitation(auth, body));
  serveRoute(app, listSchedules, ({ auth, query }) => schedules.list(auth, query.organizationId));
  serveRoute(app, fetchSchedule, ({ auth, params }) => schedules.get(auth, params.id));
  serveRoute(app, inviteToSchedule, ({ auth, params, body }) =>
    invitations.invite(auth, params.id, body.candidateIds),
  );
  serveRoute(app, addScheduleSlots, async ({ auth, params, body, reply }) =>
    reply.status(201).send(await scheduleChanges.addSlots(auth, params.id, body)),
  );
  serveRoute(app, updateScheduleSlot, ({ auth, params, body }) =>
    scheduleChanges.updateSlot(auth, params.id, params.slotId, body),
  );
  serveRoute(app, removeScheduleSlot, async ({ auth, params, reply }) => {
    await scheduleChanges.removeSlot(auth, params.id, params.slotId);
    return reply.status(204).send();
  });
  serveRoute(app, closeSchedule, ({ auth, params }) => scheduleChanges.close(auth, params.id));
  serveRoute(app, bookForCandidate, ({ auth, params, body }) =>
    bookingChanges.book(auth, params.id, params.invitationId, body),
  );
  serveRoute(app, cancelBooking, ({ auth, params }) =>
    bookingChanges.cancelBooking(auth, params.id, params.invitationId),
  );
  serveRoute(app, cancelScheduleInvitation, ({ auth, params }) =>
    bookingChanges.cancelInvitation(auth, params.id, params.invitationId),
  );
  serveRoute(app, remindScheduleInvitation, async ({ auth, params, reply }) => {
    await bookingChanges.remind(auth, params.id, params.invitationId);
    return reply.status(204).send();
  });
  serveRoute(app, listAssessmentTypes, ({ auth, query }) =>
    assessments.offeredTypes(auth, query.organizationId),
  );
  serveRoute(app, inviteToAssessment, ({ auth, params, query, body }) =>
    assessments.invite(auth, params.type, body.candidateIds, query.organizationId),
  );
  serveRoute(app, fetchAssessmentCode, ({ auth, params }) => assessments.code(auth, params.codeId));
  serveRoute(app, recordAssessmentResult, ({ auth, params, body }) =>
    assessments.recordResult(auth, params.codeId, body),
  );
}
