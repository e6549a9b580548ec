import type { OrganizationCandidateView } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { flagName } from './flag-labels.ts';
import * as styles from './Screening.css.ts';
import { ScreeningSection } from './ScreeningSection.tsx';

// The flags and scores beside the answers. Decision: the record's own panels were not yet exported when
// screening was built, so this shows the flags that are on and the scores as they stand, read-only.

export function FlagsSummary({ flags }: { flags: OrganizationCandidateView['contextualFlags'] }) {
  const { t } = useTranslation(['manager', 'common']);
  const on = flags.filter((flag) => flag.on);
  return (
    <ScreeningSection title={t('screening.candidate.flagsTitle')}>
      {on.length === 0 ? (
        <p className={styles.note}>{t('screening.candidate.noFlagsOn')}</p>
      ) : (
        <ul className={styles.badges}>
          {on.map((flag) => (
            <li key={flag.key} className={styles.badge}>
              {flagName(t, flag.key)}
            </li>
          ))}
        </ul>
      )}
    </ScreeningSection>
  );
}

export function ScoresSummary({ record }: { record: OrganizationCandidateView }) {
  const { t } = useTranslation(['manager', 'common']);
  const { candidateScore, totalScore } = record.application;
  const scores = record.scores.filter((score) => score.value !== null && score.value !== '');
  const shown = (value: number | string | boolean | null) =>
    typeof value === 'boolean'
      ? t(value ? 'screening.candidate.yes' : 'screening.candidate.no')
      : String(value);
  return (
    <ScreeningSection title={t('screening.candidate.scoresTitle')}>
      {candidateScore === null && scores.length === 0 ? (
        <p className={styles.note}>{t('screening.candidate.noScores')}</p>
      ) : (
        <dl className={styles.facts}>
          {candidateScore === null ? null : (
            <div className={styles.fact}>
              <dt className={styles.factTerm}>{t('screening.candidate.overall')}</dt>
              <dd className={styles.factValue}>
                {totalScore === null
                  ? candidateScore
                  : t('screening.candidate.outOf', { score: candidateScore, total: totalScore })}
              </dd>
            </div>
          )}
          {scores.map((score) => (
            <div key={`${score.stage.id}-${score.key}`} className={styles.fact}>
              <dt className={styles.factTerm}>{score.label}</dt>
              <dd className={styles.factValue}>{shown(score.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </ScreeningSection>
  );
}
