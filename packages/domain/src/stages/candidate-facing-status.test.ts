import { describe, expect, it } from 'vitest';
import {
  candidateFacingStatus,
  candidateFacingStatuses,
  isClosedCandidateFacingStatus,
} from './candidate-facing-status.ts';
import { allStageIds, stageIds } from './stage-ids.ts';

describe('candidate-facing status', () => {
  it('gives every stage a status a candidate may read', () => {
    for (const stageId of allStageIds) {
      expect(candidateFacingStatuses).toContain(candidateFacingStatus({ stageId }));
    }
  });

  it('reads review, test, interview, assessment centre and offer stages as the candidate knows them', () => {
    expect(candidateFacingStatus({ stageId: stageIds.applied })).toBe('submitted');
    expect(candidateFacingStatus({ stageId: stageIds.forApplicationReview })).toBe('inReview');
    expect(candidateFacingStatus({ stageId: stageIds.forReview })).toBe('inReview');
    expect(candidateFacingStatus({ stageId: stageIds.atOnlineTest })).toBe('onlineTest');
    expect(candidateFacingStatus({ stageId: stageIds.criticalThinkingTest })).toBe('onlineTest');
    expect(candidateFacingStatus({ stageId: stageIds.firstRound })).toBe('interview');
    expect(candidateFacingStatus({ stageId: stageIds.finalRound })).toBe('interview');
    expect(candidateFacingStatus({ stageId: stageIds.assessmentCentre })).toBe('assessmentCentre');
    expect(candidateFacingStatus({ stageId: stageIds.offerMade })).toBe('offer');
    expect(candidateFacingStatus({ stageId: stageIds.offerAccepted })).toBe('offerAccepted');
  });

  it('reads a rejection as Unsuccessful, rejection-pending included, and Withdrew as Withdrawn', () => {
    expect(candidateFacingStatus({ stageId: stageIds.rejected, subStageCode: 'pending' })).toBe(
      'unsuccessful',
    );
    expect(candidateFacingStatus({ stageId: stageIds.rejected, subStageCode: 'completed' })).toBe(
      'unsuccessful',
    );
    expect(candidateFacingStatus({ stageId: stageIds.withdrew })).toBe('withdrawn');
  });

  it('reads a rejection whose message is still held or scheduled as In review, and nothing else changes', () => {
    expect(
      candidateFacingStatus({
        stageId: stageIds.rejected,
        subStageCode: 'pending',
        rejectionNotYetSent: true,
      }),
    ).toBe('inReview');
    expect(candidateFacingStatus({ stageId: stageIds.rejected, rejectionNotYetSent: true })).toBe('inReview');
    expect(candidateFacingStatus({ stageId: stageIds.firstRound, rejectionNotYetSent: true })).toBe(
      'interview',
    );
    expect(candidateFacingStatus({ stageId: stageIds.withdrew, rejectionNotYetSent: true })).toBe(
      'withdrawn',
    );
  });

  it('reads a stage it does not know as In review', () => {
    expect(candidateFacingStatus({ stageId: 99 })).toBe('inReview');
  });

  it('closes an application once the offer is accepted, it is unsuccessful or withdrawn', () => {
    expect(candidateFacingStatuses.filter(isClosedCandidateFacingStatus)).toEqual([
      'offerAccepted',
      'unsuccessful',
      'withdrawn',
    ]);
  });
});
