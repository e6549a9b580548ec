import type { StageMessagePolicyView } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, sameDraft } from './policy-draft.ts';

const rejected: StageMessagePolicyView = {
  stageId: 16,
  subStageId: null,
  subStageCode: null,
  notify: true,
  emailTemplate: 'rejected-by-stage',
  smsTemplate: null,
  timing: 'scheduled',
  holdMinutes: null,
  localTime: '09:00',
  source: 'default',
  version: 'unsaved',
  updatedAt: null,
  choosableTemplates: ['rejected-by-stage'],
};

describe('policy drafts', () => {
  it('round-trips a policy into the body the API takes', () => {
    expect(bodyOf(draftOf(rejected))).toEqual({
      notify: true,
      emailTemplate: 'rejected-by-stage',
      smsTemplate: null,
      timing: 'scheduled',
      holdMinutes: null,
      localTime: '09:00',
    });
  });

  it('keeps no template for a stage that tells nobody, and reads the hold as minutes', () => {
    const draft = { ...draftOf(rejected), notify: false };
    expect(bodyOf(draft)).toMatchObject({ notify: false, emailTemplate: null, smsTemplate: null });
    expect(bodyOf({ ...draftOf(rejected), timing: 'hold', holdMinutes: '45' })).toMatchObject({
      holdMinutes: 45,
      localTime: null,
    });
    expect(sameDraft(draftOf(rejected), draftOf(rejected))).toBe(true);
  });
});
