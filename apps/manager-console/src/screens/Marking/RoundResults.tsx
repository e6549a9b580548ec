import type { MarkingAnswerResult, MarkingRoundSummary } from '@shortlist/domain/contract';
import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './Marking.css.ts';
import { useMarkingResults } from './use-marking.ts';

/** A mean or score to two places, in the reader's locale. */
function useTwoPlaces() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(toLocale(i18n.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (value: number) => format.format(value);
}

function AnswerCell({ answer }: { answer: MarkingAnswerResult | undefined }) {
  const { t } = useTranslation('manager');
  const twoPlaces = useTwoPlaces();
  if (!answer) return <span className={styles.muted}>{t('marking.results.blank')}</span>;
  const marks = answer.marks.map((mark) => `${mark.markerName} ${mark.mark ?? '–'}`).join(', ');
  return (
    <>
      <span>
        {answer.mean === null
          ? t('marking.results.notYet')
          : t('marking.results.mean', { mean: twoPlaces(answer.mean) })}
      </span>
      <br />
      <span className={styles.muted}>{t('marking.results.marks', { marks })}</span>
      {answer.flagged ? (
        <>
          <br />
          <span className={styles.flagged}>{t('marking.results.flagged', { spread: answer.spread })}</span>
        </>
      ) : null}
      {answer.furtherMark !== 'none' ? (
        <>
          <br />
          <span className={styles.muted}>{t(`marking.results.further.${answer.furtherMark}`)}</span>
        </>
      ) : null}
    </>
  );
}

/** A round's ranking (combined score, per question means, flags) and each marker's progress. */
export function RoundResults({ round }: { round: MarkingRoundSummary }) {
  const { t } = useTranslation(['manager', 'common']);
  const results = useMarkingResults(round.id, true);
  const twoPlaces = useTwoPlaces();
  const rankingId = useId();
  const markersId = useId();
  if (results.isPending) return <DelayedSpinner />;
  if (results.isError) {
    return (
      <ErrorState
        title={t('marking.results.loadFailed')}
        text={results.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => results.refetch()}
      />
    );
  }
  const { candidates, markers } = results.data;
  return (
    <div className={styles.stack}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby={rankingId}>
        <table className={styles.table} data-testid="marking-ranking">
          <caption id={rankingId} className={styles.caption}>
            {t('marking.results.caption')}
            <span className={styles.captionText}>{t('marking.results.captionText')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.plainNumericHeader}>
                {t('marking.results.rank')}
              </th>
              <th scope="col" className={styles.plainHeader}>
                {t('marking.results.candidate')}
              </th>
              <th scope="col" className={styles.plainNumericHeader}>
                {t('marking.results.score')}
              </th>
              {round.questions.map((question) => (
                <th key={question.id} scope="col" className={styles.plainHeader}>
                  {question.prompt} (×{question.weight})
                </th>
              ))}
              <th scope="col" className={styles.plainHeader}>
                {t('marking.results.flags')}
              </th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <tr key={candidate.candidateId} data-candidate-id={candidate.candidateId}>
                <td className={styles.numericCell}>{candidate.rank ?? '–'}</td>
                <th scope="row" className={styles.cell}>
                  {candidate.blind
                    ? t('marking.results.blindCandidate', { id: candidate.candidateId })
                    : `${candidate.firstName ?? ''} ${candidate.lastName ?? ''}`.trim()}
                </th>
                <td className={styles.numericCell} data-score>
                  {candidate.score === null ? t('marking.results.notYet') : twoPlaces(candidate.score)}
                </td>
                {round.questions.map((question) => (
                  <td key={question.id} className={styles.cell}>
                    <AnswerCell
                      answer={candidate.answers.find((answer) => answer.questionId === question.id)}
                    />
                  </td>
                ))}
                <td className={styles.cell}>
                  {candidate.contextualFlags
                    .map((flag) => t(`contextual.flags.${flag}` as 'contextual.flags.firstGeneration'))
                    .join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby={markersId}>
        <table className={styles.table}>
          <caption id={markersId} className={styles.caption}>
            {t('marking.results.markersCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.plainHeader}>
                {t('marking.results.marker')}
              </th>
              <th scope="col" className={styles.plainHeader}>
                {t('marking.results.progress')}
              </th>
            </tr>
          </thead>
          <tbody>
            {markers.map((marker) => (
              <tr key={marker.userId}>
                <th scope="row" className={styles.cell}>
                  {marker.name}
                </th>
                <td className={styles.cell}>
                  {t('marking.round.progress', { marked: marker.marked, total: marker.total })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
