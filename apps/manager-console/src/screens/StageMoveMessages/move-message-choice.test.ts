import { describe, expect, it } from 'vitest';
import { choiceReady, moveChoiceBody, stagePolicyChoice } from './move-message-choice.ts';

describe('moveChoiceBody', () => {
  it('sends nothing extra when the stage’s own message applies', () => {
    expect(moveChoiceBody(stagePolicyChoice)).toEqual({});
  });

  it('names another template, or none, and the reason', () => {
    expect(moveChoiceBody({ template: 'rejected', send: true, reasonId: 'other' })).toEqual({
      message: { template: 'rejected' },
      rejectionReasonId: 'other',
    });
    expect(moveChoiceBody({ template: '', send: false, reasonId: '' })).toEqual({ message: { send: false } });
  });
});

describe('choiceReady', () => {
  it('waits for a reason only where the move needs one', () => {
    expect(choiceReady(stagePolicyChoice, undefined)).toBe(true);
    const rejection = { reasonRequired: true } as Parameters<typeof choiceReady>[1];
    expect(choiceReady(stagePolicyChoice, rejection)).toBe(false);
    expect(choiceReady({ ...stagePolicyChoice, reasonId: 'other' }, rejection)).toBe(true);
  });
});
