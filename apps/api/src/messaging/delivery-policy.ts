import { DeliveryError } from './delivery-error.ts';

export interface DeliveryPolicy {
  /** Wait before each retry; a message fails after its first attempt plus one retry per entry. */
  retryDelaysMs: readonly number[];
  /** How long a claimed row stays with its claimer; after it, a crashed claim is delivered by another. */
  leaseMs: number;
  /** How long the flush leaves a row stored by send() to the request that stored it. */
  handOverMs: number;
  /** Rows claimed at a time by a flush. */
  batchSize: number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  retryDelaysMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000],
  leaseMs: 10 * 60_000,
  handOverMs: 60_000,
  batchSize: 20,
};

/** After a failed attempt (attempts counts it): the delay before the next try, or null to give up. */
export function retryDelayAfter(policy: DeliveryPolicy, attempts: number, error: unknown): number | null {
  if (error instanceof DeliveryError && error.permanent) return null;
  return policy.retryDelaysMs[attempts - 1] ?? null;
}
