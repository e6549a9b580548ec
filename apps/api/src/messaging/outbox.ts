import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Executor } from '../db/database.ts';
import { outbox } from '../db/schema/index.ts';
import { createClaimedDelivery } from './claimed-delivery.ts';
import type { DeliveryPolicy } from './delivery-policy.ts';
import { defaultDeliveryPolicy } from './delivery-policy.ts';
import { claimDue, claimStored, nowPlus } from './outbox-rows.ts';
import { insertQueuedMessages } from './queued-messages.ts';
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

export function createOutbox(
  db: Database,
  transport: MessageTransport,
  log: (subject: string) => void,
  policy: DeliveryPolicy = defaultDeliveryPolicy,
): Outbox {
  // Decision: services wrap their transaction in deliverAfter; send() records the ids it stored in this
  // scope, and deliverAfter delivers them once the transaction promise has settled (committed or not).
  const storedInScope = new AsyncLocalStorage<number[]>();

  const deliverClaimed = createClaimedDelivery(db, transport, log, policy);

  let flushing: Promise<number> | null = null;
  let flushingNext: Promise<number> | null = null;

  /** Delivers every row due now, a batch at a time. */
  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await claimDue(db, policy.batchSize, policy.leaseMs);
      delivered += await deliverClaimed(rows);
      if (rows.length < policy.batchSize) return delivered;
    }
  }

  const outboxService: Outbox = {
    async send(executor, message) {
      const stored = storedInScope.getStore();
      const [row] = await executor
        .insert(outbox)
        .values({
          ...message,
          organizationId: message.organizationId ?? null,
          html: message.html ?? null,
          attachments: message.attachments ?? null,
          // Left to the request that stored it, so a flush of this or another process does not race it.
          ...(stored && { nextAttemptAt: nowPlus(policy.handOverMs) }),
        })
        .returning({ id: outbox.id });
      if (row) stored?.push(row.id);
    },

    queue(executor, messages) {
      return insertQueuedMessages(executor, messages);
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
      // One flush at a time in this process; other processes are kept apart by the row claims. A flush already
      // running may have claimed its rows before the caller's message was stored or fell due, so the caller
      // waits for one more after it (shared by every caller meanwhile): its reply means all due has been tried.
      if (flushing === null) {
        flushing = drain().finally(() => {
          flushing = null;
        });
        return flushing;
      }
      flushingNext ??= flushing.then(() => {
        flushingNext = null;
        return outboxService.flush();
      });
      return flushingNext;
    },
  };
  return outboxService;
}
