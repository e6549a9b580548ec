import type { Database } from '../db/database.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { createPublicScorecardService } from './public-scorecards.ts';
import { createScorecardReminderService } from './reminders.ts';
import { createScorecardRequestService } from './requests.ts';
import { createScorecardService } from './scorecards.ts';

/** Independent scorecards: the managers' side, requests, outside assessors' links and reminders. */
export function createScorecardServices(db: Database, outbox: Outbox, settings: Settings) {
  return {
    cards: createScorecardService(db),
    requests: createScorecardRequestService(db, outbox, settings),
    outside: createPublicScorecardService(db),
    reminders: createScorecardReminderService(db, outbox, settings),
  };
}
