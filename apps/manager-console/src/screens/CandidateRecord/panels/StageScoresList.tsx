import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './ScoresPanel.css.ts';
import type { ScoreMetric } from './score-metrics.ts';

/** Who last decided the stage's scores, and when (issue 33): every score has an author and a time. */
export function DecidedBy({
  scores,
  locale,
}: {
  scores: readonly OrganizationCandidateScore[];
  locale: string;
}) {
  const { t } = useTranslation('manager');
  const latest = scores.reduce<OrganizationCandidateScore | null>(
    (newest, score) => (newest === null || score.updatedAt > newest.updatedAt ? score : newest),
    null,
  );
  if (!latest) return null;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(latest.updatedAt),
  );
  return (
    <p className={styles.status}>
      {latest.scorerName
        ? t('recordPanels.scores.decidedBy', { name: latest.scorerName, time })
        : t('recordPanels.scores.decidedByLeft', { time })}
    </p>
  );
}

/** The stage's decided scores as a standard manager reads them: each metric and its value. */
export function StageScoresList({
  metrics,
  scores,
}: {
  metrics: readonly ScoreMetric[];
  scores: readonly OrganizationCandidateScore[];
}) {
  const { t } = useTranslation('manager');
  const shown = (value: OrganizationCandidateScore['value']) => {
    if (value === null || value === '') return t('recordPanels.scores.notScored');
    if (typeof value === 'boolean') return t(`recordPanels.scores.${value ? 'yes' : 'no'}`);
    return String(value);
  };
  return (
    <dl className={styles.fields}>
      {metrics.map((metric) => (
        <div key={metric.key}>
          <dt>{metric.label}</dt>
          <dd>{shown(scores.find((score) => score.key === metric.key)?.value ?? null)}</dd>
        </div>
      ))}
    </dl>
  );
}
