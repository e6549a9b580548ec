import type { MetricType } from '../enums/enumerations.ts';

export type CandidateStageScore = {
  stage?: { id: number } | null;
  score?: number | null;
  metricType?: MetricType | null;
};

// Decision: only numeric metrics add to a total; yes/no, text and date scores (dates are timestamps) are
// skipped, as are missing or non-finite scores. An entry without a metric type counts as numeric.
function isSummable(entry: CandidateStageScore): entry is CandidateStageScore & { score: number } {
  const numericType =
    entry.metricType === null ||
    entry.metricType === undefined ||
    entry.metricType === 'number' ||
    entry.metricType === 'percent';
  return numericType && typeof entry.score === 'number' && Number.isFinite(entry.score);
}

/** Total of a candidate's scores (spec §3 score payload: score, totalScore). */
export function sumScores(scores: readonly CandidateStageScore[]): number {
  return scores.filter(isSummable).reduce((total, entry) => total + entry.score, 0);
}

/** Totals per stage id, for candidate scores per stage; entries without a stage are left out. */
export function sumScoresByStage(scores: readonly CandidateStageScore[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const entry of scores) {
    if (!entry.stage || !isSummable(entry)) continue;
    totals.set(entry.stage.id, (totals.get(entry.stage.id) ?? 0) + entry.score);
  }
  return totals;
}
