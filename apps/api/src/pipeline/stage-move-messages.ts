import { stageIds, stageNames } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Executor } from '../db/database.ts';
import { candidates, users } from '../db/schema/index.ts';
import { selectApplicationRecipients } from '../messaging/application-recipients.ts';
import { composeForContacts } from '../messaging/contact-messages.ts';
import { insertQueuedMessages } from '../messaging/queued-messages.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';

/**
 * Queues the message of a move for every moved candidate who accepts that channel: 'rejected' for a move to
 * Rejected, else 'stage-moved'. One select of the recipients, composed in memory from the organisation's
 * template, one insert: 10,000 moves queue their messages without a round trip each. In the move's
 * transaction, so a move that rolls back sends nothing.
 */
export async function notifyCandidates(
  tx: Executor,
  organizationId: number,
  candidateIds: readonly number[],
  stageId: number,
): Promise<void> {
  const stageName = stageNames[stageId as keyof typeof stageNames] ?? 'a new stage';
  const rows = await selectApplicationRecipients(
    tx,
    and(
      eq(candidates.organizationId, organizationId),
      isAnyOf(candidates.id, candidateIds),
      eq(users.anonymised, false),
    ),
  );
  const contacts = rows.map((row) => ({
    email: row.email,
    mobile: row.mobile,
    channels: row.channels,
    anonymised: false,
    data: { candidate: candidateFields(row), role: { name: row.roleName }, stage: { name: stageName } },
  }));
  const key = stageId === stageIds.rejected ? 'rejected' : 'stage-moved';
  await insertQueuedMessages(tx, await composeForContacts(tx, organizationId, key, contacts));
}
