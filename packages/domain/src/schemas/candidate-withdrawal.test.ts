import { describe, expect, it } from 'vitest';
import { candidateWithdrawBodySchema } from './candidate-withdrawal.ts';

describe('candidate withdraw body', () => {
  it('takes no reason at all, a listed reason, and a short note', () => {
    expect(candidateWithdrawBodySchema.parse({})).toEqual({});
    expect(
      candidateWithdrawBodySchema.parse({ reason: 'another-offer', note: '  Took a place elsewhere ' }),
    ).toEqual({
      reason: 'another-offer',
      note: 'Took a place elsewhere',
    });
  });

  it('refuses a reason outside the list, a note over 500 characters and unknown fields', () => {
    expect(candidateWithdrawBodySchema.safeParse({ reason: 'bored' }).success).toBe(false);
    expect(candidateWithdrawBodySchema.safeParse({ note: 'x'.repeat(501) }).success).toBe(false);
    expect(candidateWithdrawBodySchema.safeParse({ stageId: 15 }).success).toBe(false);
  });
});
