import type { Database } from '../db/database.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { createScreeningDecisionService } from './decisions.ts';
import { createScreeningQueueService } from './queue.ts';
import { createReviewerInvitationService } from './reviewer-invitations.ts';
import { createReviewerQueueService } from './reviewer-queue.ts';

/** Screening (issue 13): the managers' queue and decisions, and outside reviewers' links and queue. */
export function createScreeningServices(db: Database, outbox: Outbox, settings: Settings) {
  return {
    ...createScreeningQueueService(db),
    ...createScreeningDecisionService(db),
    reviewers: {
      ...createReviewerInvitationService(db, outbox, settings),
      ...createReviewerQueueService(db),
    },
  };
}

export type ScreeningServices = ReturnType<typeof createScreeningServices>;
