import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { listField, objectSchema } from './fields.ts';
import { availabilityWindowSchema, maxScheduleWindows } from './schedule-editing.ts';
import { interviewerEmailsSchema } from './scheduling.ts';

// A schedule after the wizard (issue 14): its availability, bookings made or moved by a manager,
// invitations cancelled or reminded, and closing it.

/** POST /schedules/{id}/slots: more availability, cut into slots of the schedule's length, each window's
 * slots with the window's interviewers. */
export const scheduleSlotsAddSchema = objectSchema({
  windows: listField(availabilityWindowSchema, 1, maxScheduleWindows),
});
export type ScheduleSlotsAdd = z.output<typeof scheduleSlotsAddSchema>;

/** PUT /schedules/{id}/slots/{slotId}: the slot's interviewers. */
export const scheduleSlotUpdateSchema = objectSchema({ interviewerEmails: interviewerEmailsSchema });
export type ScheduleSlotUpdate = z.output<typeof scheduleSlotUpdateSchema>;

/** PUT /schedules/{id}/invitations/{invitationId}/booking: book for the candidate, or move their booking. */
export const managerBookingSchema = objectSchema({ slotId: idSchema });
export type ManagerBooking = z.output<typeof managerBookingSchema>;

export const scheduleSlotParamsSchema = objectSchema({ id: idParamSchema, slotId: idParamSchema });
export const scheduleInvitationParamsSchema = objectSchema({
  id: idParamSchema,
  invitationId: idParamSchema,
});
