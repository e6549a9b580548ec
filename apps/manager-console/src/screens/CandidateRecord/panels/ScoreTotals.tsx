import { sumScores } from '@shortlist/domain/scoring';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../app/format.ts';
import { stageMatrixScore } from './matrix-metrics.ts';
import * as styles from './ScoresPanel.css.ts';
import type { ScoreMetric } from './score-metrics.ts';
import type { StageScoresReply } from './use-stage-scores.ts';

export type ScoreTotalsProps = {
  metrics: readonly ScoreMetric[];
  stageId: number;
  latest: StageScoresReply;
};

/** The saved figures: the stage's total, the candidate's score of the total, and the §5 matrix score. */
export function ScoreTotals({ metrics, stageId, latest }: ScoreTotalsProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const format = new Intl.NumberFormat(toLocale(i18n.language), { maximumFractionDigits: 2 });
  const stageScores = latest.scores.filter((score) => score.stage.id === stageId);
  // Only number and percent scores add up (the domain's rule); yes/no, text and dates are skipped.
  const stageTotal = sumScores(
    stageScores.map((score) => ({
      score: typeof score.value === 'number' ? score.value : null,
      metricType: metrics.find((metric) => metric.key === score.key)?.metricType ?? 'text',
    })),
  );
  const matrix = stageMatrixScore(metrics, latest.scores, stageId);
  // A score without a total out of which it was given reads as the bare score, never "76 of 0".
  function candidateScoreText(): string {
    if (latest.score === null) return t('recordPanels.scores.notScored');
    if (!latest.totalScore) return format.format(latest.score);
    return t('recordPanels.scores.candidateScoreValue', {
      score: format.format(latest.score),
      total: format.format(latest.totalScore),
    });
  }
  const figures: [string, string][] = [
    [t('recordPanels.scores.stageTotal'), format.format(stageTotal)],
    [t('recordPanels.scores.candidateScore'), candidateScoreText()],
  ];
  if (matrix !== null) {
    figures.push([
      t('recordPanels.scores.matrixScore'),
      t('recordPanels.scores.matrixScoreValue', { score: format.format(matrix.score), total: matrix.total }),
    ]);
  }
  return (
    <dl className={styles.totals}>
      {figures.map(([term, value]) => (
        <div key={term} className={styles.total}>
          <dt className={styles.totalTerm}>{term}</dt>
          <dd className={styles.totalValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
