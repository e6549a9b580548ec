import { describe, expect, it } from 'vitest';
import {
  choosableTemplates,
  defaultStageMessagePolicy,
  messageDueAt,
  rejectionByStage,
  rejectionTemplateFor,
  resolveTemplateChoice,
} from './message-policy.ts';
import { allStageIds, stageIds } from './stage-ids.ts';

describe('defaultStageMessagePolicy', () => {
  it.each([
    stageIds.forReview,
    stageIds.forApplicationReview,
    stageIds.appliedWithoutAppReview,
    stageIds.interestShown,
    stageIds.draftPromised,
    stageIds.draftReceived,
    stageIds.checkedAtAppSlam,
    stageIds.approached,
    stageIds.onlineApplicationForm,
    stageIds.applied,
    stageIds.withdrew,
  ])('tells nobody of a move to internal stage %i', (stageId) => {
    expect(defaultStageMessagePolicy(stageId)).toMatchObject({ notify: false, emailTemplate: null });
  });

  it('schedules the rejection wording by stage for 09:00 the next working day', () => {
    expect(defaultStageMessagePolicy(stageIds.rejected)).toEqual({
      notify: true,
      emailTemplate: rejectionByStage,
      smsTemplate: null,
      timing: { kind: 'scheduled', localTime: '09:00' },
    });
  });

  it.each([
    stageIds.atOnlineTest,
    stageIds.atInterview,
    stageIds.firstRound,
    stageIds.assessmentCentre,
    stageIds.offerMade,
  ])('holds the stage-moved email two hours at candidate-visible stage %i', (stageId) => {
    expect(defaultStageMessagePolicy(stageId)).toEqual({
      notify: true,
      emailTemplate: 'stage-moved',
      smsTemplate: null,
      timing: { kind: 'hold', holdMinutes: 120 },
    });
  });

  it('never names a template without notifying, nor notifies without a template', () => {
    for (const stageId of allStageIds) {
      const policy = defaultStageMessagePolicy(stageId);
      expect(policy.notify, `stage ${stageId}`).toBe(policy.emailTemplate !== null);
    }
  });
});

describe('rejectionTemplateFor', () => {
  it.each([
    [stageIds.forApplicationReview, 'rejected-after-application-review'],
    [stageIds.applied, 'rejected-after-application-review'],
    [stageIds.atOnlineTest, 'rejected-after-online-test'],
    [stageIds.firstRound, 'rejected-after-interview'],
    [stageIds.assessmentCentre, 'rejected-after-assessment-centre'],
    [stageIds.offerMade, 'rejected'],
    [null, 'rejected'],
  ])('a candidate rejected from %s gets %s', (stageId, key) => {
    expect(rejectionTemplateFor(stageId)).toBe(key);
  });

  it('resolves only the by-stage choice', () => {
    expect(resolveTemplateChoice(rejectionByStage, stageIds.atInterview)).toBe('rejected-after-interview');
    expect(resolveTemplateChoice('rejected', stageIds.atInterview)).toBe('rejected');
  });
});

describe('choosableTemplates', () => {
  it('offers the rejection wordings for Rejected and the stage update elsewhere', () => {
    expect(choosableTemplates(stageIds.rejected)).toContain('rejected-after-interview');
    expect(choosableTemplates(stageIds.atInterview)).toEqual(['stage-moved']);
  });
});

describe('messageDueAt', () => {
  const now = new Date('2026-12-07T15:00:00Z');
  it('is now, after the hold, or the next working morning', () => {
    expect(messageDueAt({ kind: 'immediate' }, now, 'Europe/London')).toEqual(now);
    expect(messageDueAt({ kind: 'hold', holdMinutes: 120 }, now, 'Europe/London').toISOString()).toBe(
      '2026-12-07T17:00:00.000Z',
    );
    expect(messageDueAt({ kind: 'scheduled', localTime: '09:00' }, now, 'Europe/London').toISOString()).toBe(
      '2026-12-08T09:00:00.000Z',
    );
  });
});
