import type { z } from 'zod';
import { enumField, fieldLimits, optionalTextField, strictObjectSchema } from './fields.ts';

// A candidate withdrawing an application (issue 32): a short list of reasons and a few words of their own.

export const withdrawalReasons = ['another-offer', 'plans-changed', 'not-right-fit', 'other'] as const;
export type WithdrawalReason = (typeof withdrawalReasons)[number];

/** POST /candidate/{id}/withdraw body. Decision: both optional, so nobody has to explain why they go. */
export const candidateWithdrawBodySchema = strictObjectSchema({
  reason: enumField(withdrawalReasons).nullish(),
  note: optionalTextField(fieldLimits.label),
});
export type CandidateWithdrawBody = z.output<typeof candidateWithdrawBodySchema>;
