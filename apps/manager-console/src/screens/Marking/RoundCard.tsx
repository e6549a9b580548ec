import type { MarkingRoundSummary } from '@shortlist/domain/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Marking.css.ts';
import { RoundResults } from './RoundResults.tsx';

/** One round: what it marks, who marks, the pool's progress and flags; start it, and open its results. */
export function RoundCard({
  round,
  admin,
  onStart,
}: {
  round: MarkingRoundSummary;
  admin: boolean;
  onStart: () => Promise<void>;
}) {
  const { t } = useTranslation('manager');
  const [starting, setStarting] = useState(false);
  const [showResults, setShowResults] = useState(false);
  const titleId = useId();
  const resultsId = useId();
  const names = (people: { name: string }[]) => people.map((person) => person.name).join(', ');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {round.name} · {t(`marking.status.${round.status}`)}
      </h2>
      <ul className={styles.facts}>
        <li>{t('marking.round.stage', { stage: t(`stages.${round.stageId}` as 'stages.1') })}</li>
        <li>{t('marking.round.marksPerAnswer', { count: round.marksPerAnswer })}</li>
        <li>{round.questions.map((question) => `${question.prompt} (×${question.weight})`).join('; ')}</li>
        <li>{t('marking.round.markers', { names: names(round.markers) })}</li>
        {round.decisionMakers.length > 0 ? (
          <li>{t('marking.round.decisionMakers', { names: names(round.decisionMakers) })}</li>
        ) : null}
        {round.status === 'marking' ? (
          <>
            <li>{t('marking.round.candidates', { count: round.candidates })}</li>
            <li>
              <progress
                className={styles.progressBar}
                max={Math.max(round.progress.total, 1)}
                value={round.progress.marked}
                aria-label={t('marking.round.progress', {
                  marked: round.progress.marked,
                  total: round.progress.total,
                })}
              />{' '}
              {t('marking.round.progress', { marked: round.progress.marked, total: round.progress.total })}
            </li>
            <li>{t('marking.round.flagged', { count: round.flagged })}</li>
          </>
        ) : null}
      </ul>
      <div className={styles.row}>
        {admin && round.status === 'setup' ? (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={starting}
            onClick={async () => {
              setStarting(true);
              await onStart();
              setStarting(false);
            }}
          >
            {starting ? t('marking.round.starting') : t('marking.round.start')}
          </button>
        ) : null}
        {admin && round.status === 'marking' ? (
          <button
            type="button"
            className={styles.toolButton}
            aria-expanded={showResults}
            aria-controls={resultsId}
            onClick={() => setShowResults((shown) => !shown)}
          >
            {showResults ? t('marking.round.hideResults') : t('marking.round.results')}
          </button>
        ) : null}
      </div>
      <div id={resultsId}>{showResults ? <RoundResults round={round} /> : null}</div>
    </section>
  );
}
