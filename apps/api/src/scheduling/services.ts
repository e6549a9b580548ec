import type { CalendarBusyService } from '../calendars/calendar-busy.ts';
import type { Database } from '../db/database.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { createAssessmentEligibilityService } from './assessment-eligibility.ts';
import { createAssessmentSimulator } from './assessment-simulator.ts';
import { createAssessmentWebhookService } from './assessment-webhook.ts';
import { createAssessmentService } from './assessments.ts';
import { createBookingService } from './booking.ts';
import { createBookingChangeService } from './booking-changes.ts';
import { createInvitationPreview } from './invitation-preview.ts';
import { createInvitationService } from './invitations.ts';
import { createReminderService } from './reminders.ts';
import { createScheduleChangeService } from './schedule-changes.ts';
import { createScheduleService } from './schedules.ts';

/** Interview schedules, invitations, bookings by token and assessments, built together as they share rules. */
export function createSchedulingServices(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  calendars: CalendarBusyService,
) {
  const schedules = createScheduleService(db, calendars);
  return {
    schedules,
    scheduleChanges: createScheduleChangeService(db, outbox, settings, schedules),
    bookingChanges: createBookingChangeService(db, outbox, settings, schedules, calendars),
    reminders: createReminderService(db, outbox, settings),
    invitations: createInvitationService(db, outbox, settings, schedules),
    previewInvitation: createInvitationPreview(db, settings),
    booking: createBookingService(db, outbox, settings, calendars),
    assessments: createAssessmentService(db, outbox),
    assessmentEligibility: createAssessmentEligibilityService(db),
    assessmentWebhook: createAssessmentWebhookService(db, settings.assessmentWebhookSecret),
    assessmentSimulator: createAssessmentSimulator(db, {
      secret: settings.assessmentWebhookSecret,
      delaySeconds: settings.simulatedAssessmentDelaySeconds,
    }),
  };
}
