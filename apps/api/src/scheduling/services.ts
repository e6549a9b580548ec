import type { Database } from '../db/database.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { createAssessmentEligibilityService } from './assessment-eligibility.ts';
import { createAssessmentSimulator } from './assessment-simulator.ts';
import { createAssessmentWebhookService } from './assessment-webhook.ts';
import { createAssessmentService } from './assessments.ts';
import { createBookingService } from './booking.ts';
import { createInvitationService } from './invitations.ts';
import { createScheduleService } from './schedules.ts';

/** Interview schedules, invitations, bookings by token and assessments, built together as they share rules. */
export function createSchedulingServices(db: Database, outbox: Outbox, settings: Settings) {
  const schedules = createScheduleService(db);
  return {
    schedules,
    invitations: createInvitationService(db, outbox, settings, schedules),
    booking: createBookingService(db, outbox, settings),
    assessments: createAssessmentService(db, outbox),
    assessmentEligibility: createAssessmentEligibilityService(db),
    assessmentWebhook: createAssessmentWebhookService(db, settings.assessmentWebhookSecret),
    assessmentSimulator: createAssessmentSimulator(db, {
      secret: settings.assessmentWebhookSecret,
      delaySeconds: settings.simulatedAssessmentDelaySeconds,
    }),
  };
}
