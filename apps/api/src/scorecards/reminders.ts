import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates, organizations, scorecards } from '../db/schema/index.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { Settings } from '../settings.ts';
import { queueScorecardEmail } from './scorecard-messages.ts';

/** How long after the interview an assessor who has not submitted is reminded. */
export const scorecardReminderAfterMs = 24 * 60 * 60 * 1000;
const reminderBatch = 50;

/**
 * One reminder per draft scorecard a day after its interview (`assessed_at`), through the outbox. Claimed as
 * the interview reminders are: reminder_sent_at is set in the transaction that queues the email, on rows taken
 * FOR UPDATE SKIP LOCKED, so a second process or a restart never sends one twice.
 */
export function createScorecardReminderService(db: Database, outbox: Outbox, settings: Settings) {
  async function batch(now: Date): Promise<number> {
    return outbox.deliverAfter(() =>
      db.transaction(async (tx) => {
        const due = await tx
          .select({ scorecard: scorecards })
          .from(scorecards)
          .innerJoin(
            candidates,
            and(
              eq(candidates.organizationId, scorecards.organizationId),
              eq(candidates.id, scorecards.candidateId),
            ),
          )
          .innerJoin(organizations, eq(organizations.id, scorecards.organizationId))
          .where(
            and(
              eq(scorecards.status, 'draft'),
              isNull(scorecards.reminderSentAt),
              isNotNull(scorecards.assessedAt),
              lte(scorecards.assessedAt, new Date(now.getTime() - scorecardReminderAfterMs)),
              isNull(candidates.deletedAt),
              eq(organizations.status, 'ACTIVE'),
            ),
          )
          .orderBy(asc(scorecards.assessedAt))
          .limit(reminderBatch)
          .for('update', { of: scorecards, skipLocked: true });
        for (const { scorecard } of due) {
          await tx
            .update(scorecards)
            .set({ reminderSentAt: now })
            .where(
              and(eq(scorecards.organizationId, scorecard.organizationId), eq(scorecards.id, scorecard.id)),
            );
          await queueScorecardEmail(tx, outbox, settings, scorecard, 'scorecard-reminder');
        }
        return due.length;
      }),
    );
  }

  return {
    /** Sends every reminder due at `now`; returns how many. */
    async sendDue(now: Date = new Date()): Promise<number> {
      let total = 0;
      for (let sent = reminderBatch; sent === reminderBatch; total += sent) sent = await batch(now);
      return total;
    },
  };
}

export type ScorecardReminderService = ReturnType<typeof createScorecardReminderService>;
