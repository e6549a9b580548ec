import type { Database } from '../db/database.ts';
import { DeliveryError, outcomeUnknownReason, safeReasonOf } from './delivery-error.ts';
import type { DeliveryPolicy } from './delivery-policy.ts';
import { retryDelayAfter } from './delivery-policy.ts';
import type { OutboxRow } from './outbox-rows.ts';
import {
  markFailed,
  markHandedOver,
  markOutcomeUnknown,
  markRetry,
  markSent,
  release,
} from './outbox-rows.ts';
import type { MessageTransport, StoredMessage } from './transport.ts';
import type { RenderedRow } from './unrendered-messages.ts';
import { renderQueued } from './unrendered-messages.ts';

const cancelledReason = 'The message was cancelled before it was handed over.';

const toMessage = (row: RenderedRow): StoredMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  html: row.html,
  template: row.template,
  organizationId: row.organizationId,
  attachments: row.attachments,
});

/**
 * Delivers rows the caller has claimed, one by one, and returns how many were sent.
 *
 * Decision (issue 20: a kill at any moment neither loses a message silently nor sends it twice): each
 * message's outcome is committed before the next is handed to a transport, and a transport commits a
 * hand-over mark just before its step that cannot be undone (SMTP's final dot, the SMS POST, the file's
 * rename). After a kill, a row without the mark is simply sent again (nothing reached a receiver); a row
 * with it is asked about (checkHandOver), else ends as 'unknown' and is never resent. At most once rather
 * than at least once for the one message per process that can be in flight, because no SMTP relay can be
 * asked whether it took a message and relays do not drop repeats (README, "Messages").
 */
export function createClaimedDelivery(
  db: Database,
  transport: MessageTransport,
  log: (subject: string) => void,
  policy: DeliveryPolicy,
) {
  async function recordFailure(row: OutboxRow, error: unknown) {
    const reason = safeReasonOf(error);
    const delay = retryDelayAfter(policy, row.attempts, error);
    if (delay === null) await markFailed(db, row.id, reason);
    else await markRetry(db, row.id, delay, reason);
  }

  /**
   * A row whose earlier attempt was handed over and never ended (its process died, or no answer came back):
   * the transport is asked, and unless it can say the message did not get through, the row ends as
   * unknown instead of being sent again. Returns true when a new attempt may go ahead.
   */
  async function settleHandedOver(row: RenderedRow): Promise<boolean> {
    const outcome = (await transport.checkHandOver?.(toMessage(row))) ?? 'unknown';
    if (outcome === 'not-delivered') return true;
    if (outcome === 'delivered') await markSent(db, [row.id]);
    else await markOutcomeUnknown(db, row.id, outcomeUnknownReason);
    return false;
  }

  /** One message, its outcome committed before the caller moves on to the next. True once delivered. */
  async function deliverOne(row: RenderedRow): Promise<boolean> {
    if (row.handedOverAt && !(await settleHandedOver(row))) return false;
    let handedOver = false;
    const attempt = {
      async handOver() {
        // A row cancelled while it was being delivered stops here, before anything reaches a receiver.
        if (!(await markHandedOver(db, row.id)))
          throw new DeliveryError(cancelledReason, { permanent: true });
        handedOver = true;
      },
    };
    try {
      await transport.deliver(toMessage(row), attempt);
    } catch (error) {
      if (handedOver && error instanceof DeliveryError && error.uncertain) {
        await settleHandedOver(row);
      } else {
        await recordFailure(row, error);
      }
      return false;
    }
    await markSent(db, [row.id]);
    log(row.subject);
    return true;
  }

  /** Delivers claimed rows one by one; a failure is recorded on its row and never stops the rest. */
  async function deliverClaimed(claimed: readonly OutboxRow[]): Promise<number> {
    // Past half the lease the rest go back, so nobody else claims a row this process still holds.
    const deadline = Date.now() + policy.leaseMs / 2;
    const rows = await renderQueued(db, claimed);
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      if (Date.now() > deadline) {
        await release(
          db,
          rows.slice(index).map((rest) => rest.id),
        );
        break;
      }
      if (await deliverOne(row)) sent += 1;
    }
    return sent;
  }

  return deliverClaimed;
}
