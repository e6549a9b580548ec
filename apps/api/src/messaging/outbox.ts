import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { DeliveryError, outcomeUnknownReason, safeReasonOf } from './delivery-error.ts';
import type { DeliveryPolicy } from './delivery-policy.ts';
import { defaultDeliveryPolicy, retryDelayAfter } from './delivery-policy.ts';
import type { OutboxRow } from './outbox-rows.ts';
import {
  claimDue,
  claimStored,
  markFailed,
  markHandedOver,
  markOutcomeUnknown,
  markRetry,
  markSent,
  nowPlus,
  release,
} from './outbox-rows.ts';
import type { MessageTransport, OutgoingMessage, StoredMessage } from './transport.ts';

export type { MessageTransport, OutgoingMessage, StoredMessage };

export interface Outbox {
  /** Stores one message in the caller's executor (usually its transaction); never delivers there. */
  send(executor: Executor, message: OutgoingMessage): Promise<void>;
  /** Stores many messages in one insert, delivered by the next flush, so bulk actions stay fast. */
  queue(executor: Executor, messages: readonly OutgoingMessage[]): Promise<void>;
  /**
   * Runs work (a transaction that calls send) and, once it has committed, delivers what it sent before
   * returning: a person is waiting for a sign-in code or a link. Sends of work that rolled back vanish.
   */
  deliverAfter<Result>(work: () => Promise<Result>): Promise<Result>;
  /** Delivers every due message, each claimed so no other process delivers it; returns how many were sent. */
  flush(): Promise<number>;
}

const toMessage = (row: OutboxRow): StoredMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  template: row.template,
  organizationId: row.organizationId,
});

export function createOutbox(
  db: Database,
  transport: MessageTransport,
  log: (subject: string) => void,
  policy: DeliveryPolicy = defaultDeliveryPolicy,
): Outbox {
  // Decision (exactly once, issue 20): each message's outcome is committed before the next is handed to a
  // transport, and a transport commits a hand-over mark just before its step that cannot be undone (SMTP's
  // final dot, the SMS POST, the file's rename). After a kill, a row without the mark is simply sent again
  // (nothing reached a receiver), and a row with it is asked about (checkHandOver), else ends as 'unknown'
  // and is never resent: we choose at most once over at least once for the one message per process that
  // can be in flight, because no SMTP relay can be asked whether it took a message. README "Messages".
  // Decision: services wrap their transaction in deliverAfter; send() records the ids it stored in this
  // scope, and deliverAfter delivers them once the transaction promise has settled (committed or not).
  const storedInScope = new AsyncLocalStorage<number[]>();

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
  async function settleHandedOver(row: OutboxRow): Promise<boolean> {
    const outcome = (await transport.checkHandOver?.(toMessage(row))) ?? 'unknown';
    if (outcome === 'not-delivered') return true;
    if (outcome === 'delivered') await markSent(db, [row.id]);
    else await markOutcomeUnknown(db, row.id, outcomeUnknownReason);
    return false;
  }

  /** One message, its outcome committed before the caller moves on to the next. True once delivered. */
  async function deliverOne(row: OutboxRow): Promise<boolean> {
    if (row.handedOverAt && !(await settleHandedOver(row))) return false;
    let handedOver = false;
    const attempt = {
      async handOver() {
        await markHandedOver(db, row.id);
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
  async function deliverClaimed(rows: readonly OutboxRow[]): Promise<number> {
    // Past half the lease the rest go back, so nobody else claims a row this process still holds.
    const deadline = Date.now() + policy.leaseMs / 2;
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

  let flushing: Promise<number> | null = null;

  return {
    async send(executor, message) {
      const stored = storedInScope.getStore();
      const [row] = await executor
        .insert(outbox)
        .values({
          ...message,
          organizationId: message.organizationId ?? null,
          // Left to the request that stored it, so a flush of this or another process does not race it.
          ...(stored && { nextAttemptAt: nowPlus(policy.handOverMs) }),
        })
        .returning({ id: outbox.id });
      if (row) stored?.push(row.id);
    },

    async queue(executor, messages) {
      if (messages.length === 0) return;
      // One statement whatever the count: each column travels as one array, so a 10,000-candidate move stays
      // fast and under PostgreSQL's 65,535 bind-parameter limit.
      const column = <Value>(pick: (message: OutgoingMessage) => Value) => sql.param(messages.map(pick));
      await executor.execute(sql`
        insert into ${outbox} (organization_id, channel, recipient, subject, body, template)
        select * from unnest(
          ${column((message) => message.organizationId ?? null)}::integer[],
          ${column((message) => message.channel)}::text[],
          ${column((message) => message.recipient)}::text[],
          ${column((message) => message.subject)}::text[],
          ${column((message) => message.body)}::text[],
          ${column((message) => message.template)}::text[])`);
    },

    async deliverAfter(work) {
      const stored: number[] = [];
      try {
        return await storedInScope.run(stored, work);
      } finally {
        if (stored.length > 0) {
          // Already committed: should delivering fail here, the flush takes the rows once handed over.
          await claimStored(db, stored, policy.leaseMs)
            .then(deliverClaimed)
            .catch(() => undefined);
        }
      }
    },

    flush() {
      // One flush at a time in this process; other processes are kept apart by the row claims.
      flushing ??= (async () => {
        let delivered = 0;
        for (;;) {
          const rows = await claimDue(db, policy.batchSize, policy.leaseMs);
          delivered += await deliverClaimed(rows);
          if (rows.length < policy.batchSize) return delivered;
        }
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
