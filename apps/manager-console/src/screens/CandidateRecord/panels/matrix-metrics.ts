import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import type { MatrixScore, MatrixScoreInput } from '@shortlist/domain/scoring';
import { computeMatrixScore } from '@shortlist/domain/scoring';
import type { ScoreMetric } from './score-metrics.ts';

// The custom matrix score of §5 is shown where the organisation's metrics are the matrix's parts.
// Decision (the spec does not say how an organisation "uses" it): metrics are matrix parts by their key,
// compared without case, spaces, dashes or underscores: `academic`, `piFlags`, `mitigating`, `secondCareer`
// (the raw values), and any key starting `enthusiasm` or `writing` (the scores averaged, e.g. enthusiasm1,
// enthusiasm2). The organisation uses the matrix when it has at least one raw part, one enthusiasm and one
// writing metric; any one of them alone is an ordinary metric.

const rawParts = {
  academic: 'academic',
  piflags: 'piFlags',
  mitigating: 'mitigating',
  secondcareer: 'secondCareer',
} as const satisfies Record<string, keyof MatrixScoreInput>;

type MatrixRole = { raw: (typeof rawParts)[keyof typeof rawParts] } | { average: 'enthusiasm' | 'writing' };

const normalise = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');

function matrixRoleOf(metric: ScoreMetric): MatrixRole | null {
  const key = normalise(metric.key);
  if (key in rawParts) return { raw: rawParts[key as keyof typeof rawParts] };
  if (key.startsWith('enthusiasm')) return { average: 'enthusiasm' };
  if (key.startsWith('writing')) return { average: 'writing' };
  return null;
}

export function usesMatrixScore(metrics: readonly ScoreMetric[]): boolean {
  const roles = metrics.map(matrixRoleOf);
  return (
    roles.some((role) => role !== null && 'raw' in role) &&
    roles.some((role) => role !== null && 'average' in role && role.average === 'enthusiasm') &&
    roles.some((role) => role !== null && 'average' in role && role.average === 'writing')
  );
}

/** The matrix score of one stage's saved scores; null when the organisation does not use the matrix. */
export function stageMatrixScore(
  metrics: readonly ScoreMetric[],
  scores: readonly OrganizationCandidateScore[],
  stageId: number,
): MatrixScore | null {
  if (!usesMatrixScore(metrics)) return null;
  const input: MatrixScoreInput & { enthusiasmScores: number[]; writingScores: number[] } = {
    enthusiasmScores: [],
    writingScores: [],
  };
  for (const metric of metrics) {
    const role = matrixRoleOf(metric);
    const score = scores.find((entry) => entry.stage.id === stageId && entry.key === metric.key);
    if (role === null || typeof score?.value !== 'number') continue;
    if ('raw' in role) input[role.raw] = score.value;
    else input[`${role.average}Scores`].push(score.value);
  }
  return computeMatrixScore(input);
}
