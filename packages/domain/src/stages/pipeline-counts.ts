import type { CandidateCodeStage } from '../enums/enumerations.ts';
import type { StageGroup } from './stage-groups.ts';
import { resolveStageGroup } from './stage-groups.ts';

// Each group's split follows the candidate code stages of spec §4, lower-cased as spec §3 names them.
export const pipelineBuckets = ['pending', 'invited', 'scheduled', 'in_progress', 'completed'] as const;
export type PipelineBucket = (typeof pipelineBuckets)[number];

export type PipelineGroupCounts = Record<PipelineBucket, number>;
export type PipelineCounts = Record<StageGroup, PipelineGroupCounts>;

export interface PipelineEntry {
  stageId: number;
  codeStage?: CandidateCodeStage | null;
}

function emptyGroupCounts(): PipelineGroupCounts {
  return { pending: 0, invited: 0, scheduled: 0, in_progress: 0, completed: 0 };
}

export function emptyPipelineCounts(): PipelineCounts {
  return {
    applied: emptyGroupCounts(),
    screening: emptyGroupCounts(),
    interview: emptyGroupCounts(),
    offer: emptyGroupCounts(),
  };
}

/** The bucket a candidate lands in. Decision: a candidate with no code record yet counts as pending. */
export function resolvePipelineBucket(codeStage: CandidateCodeStage | null | undefined): PipelineBucket {
  return codeStage ? (codeStage.toLowerCase() as PipelineBucket) : 'pending';
}

/** Returns new counts with the candidate added; candidates at a stage in no group leave them unchanged. */
export function addToPipelineCounts(counts: PipelineCounts, entry: PipelineEntry): PipelineCounts {
  const group = resolveStageGroup(entry.stageId);
  if (group === null) return counts;
  const bucket = resolvePipelineBucket(entry.codeStage);
  return { ...counts, [group]: { ...counts[group], [bucket]: counts[group][bucket] + 1 } };
}

export function countPipeline(entries: Iterable<PipelineEntry>): PipelineCounts {
  let counts = emptyPipelineCounts();
  for (const entry of entries) counts = addToPipelineCounts(counts, entry);
  return counts;
}

export function totalPipelineGroup(counts: PipelineCounts, group: StageGroup): number {
  return pipelineBuckets.reduce((sum, bucket) => sum + counts[group][bucket], 0);
}
