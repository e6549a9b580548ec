import { describe, expect, it } from 'vitest';
import {
  addToPipelineCounts,
  countPipeline,
  emptyPipelineCounts,
  resolvePipelineBucket,
  totalPipelineGroup,
} from './pipeline-counts.ts';

describe('emptyPipelineCounts', () => {
  it('starts every bucket of every group at zero', () => {
    const zero = { pending: 0, invited: 0, scheduled: 0, in_progress: 0, completed: 0 };
    expect(emptyPipelineCounts()).toEqual({ applied: zero, screening: zero, interview: zero, offer: zero });
  });

  it('returns a fresh object each time', () => {
    const first = emptyPipelineCounts();
    first.applied.pending = 5;
    expect(emptyPipelineCounts().applied.pending).toBe(0);
  });
});

describe('resolvePipelineBucket', () => {
  it.each([
    ['PENDING', 'pending'],
    ['INVITED', 'invited'],
    ['SCHEDULED', 'scheduled'],
    ['IN_PROGRESS', 'in_progress'],
    ['COMPLETED', 'completed'],
    [null, 'pending'],
    [undefined, 'pending'],
  ] as const)('puts code stage %s in the %s bucket', (codeStage, bucket) => {
    expect(resolvePipelineBucket(codeStage)).toBe(bucket);
  });
});

describe('addToPipelineCounts', () => {
  it('adds a candidate to its group and bucket without changing the input', () => {
    const counts = emptyPipelineCounts();
    const next = addToPipelineCounts(counts, { stageId: 6, codeStage: 'SCHEDULED' });
    expect(next.interview.scheduled).toBe(1);
    expect(counts.interview.scheduled).toBe(0);
    expect(totalPipelineGroup(next, 'applied')).toBe(0);
  });

  it('counts a candidate without a code stage as pending', () => {
    expect(addToPipelineCounts(emptyPipelineCounts(), { stageId: 1 }).applied.pending).toBe(1);
  });

  it.each([15, 16, 99])('leaves the counts unchanged for stage %i, which is in no group', (stageId) => {
    const counts = emptyPipelineCounts();
    expect(addToPipelineCounts(counts, { stageId, codeStage: 'COMPLETED' })).toEqual(emptyPipelineCounts());
  });
});

describe('countPipeline', () => {
  it('tallies candidates across groups and buckets', () => {
    const counts = countPipeline([
      { stageId: 1, codeStage: 'INVITED' },
      { stageId: 28, codeStage: 'INVITED' },
      { stageId: 2, codeStage: 'IN_PROGRESS' },
      { stageId: 11, codeStage: 'COMPLETED' },
      { stageId: 16, codeStage: 'PENDING' },
    ]);
    expect(counts.applied.invited).toBe(2);
    expect(counts.screening.in_progress).toBe(1);
    expect(counts.offer.completed).toBe(1);
    expect(totalPipelineGroup(counts, 'interview')).toBe(0);
  });
});
