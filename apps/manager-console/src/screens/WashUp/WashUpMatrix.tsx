import type { AssessmentDecision } from '@shortlist/domain/assessment';
import { assessmentDecisions, scorecardRecommendations } from '@shortlist/domain/assessment';
import type { WashUp, WashUpRow } from '@shortlist/domain/contract';
import { Button, SortableHeader } from '@shortlist/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLocale } from '../../app/format.ts';
import { assessorLabels, cellText, columnLabel, formatMean } from './cell-text.ts';
import * as styles from './WashUp.css.ts';
import type { WashUpSort } from './wash-up-sort.ts';
import { candidateColumn, overallColumn, sortWashUpRows } from './wash-up-sort.ts';

export type WashUpMatrixProps = {
  washUp: WashUp;
  stageName: string;
  sort: WashUpSort;
  onSort: (sort: WashUpSort) => void;
  onDecide: (row: WashUpRow, decision: AssessmentDecision) => void;
};

/** The name a row goes by: the candidate's, or their number at a blind-review stage. */
export function useRowName() {
  const { t } = useTranslation('manager');
  return (row: WashUpRow) => row.name ?? t('washUp.blindName', { id: row.candidateId });
}

/** Candidates by competency: every assessor's rating with the mean, disagreements marked, sortable, decided. */
export function WashUpMatrix({ washUp, stageName, sort, onSort, onDecide }: WashUpMatrixProps) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const nameOf = useRowName();
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(iso),
    );
  const direction = (key: string) => (sort.key === key ? sort.direction : null);
  const header = (key: string, label: string, className: string = styles.columnHeader) => (
    <SortableHeader
      key={key}
      label={label}
      direction={direction(key)}
      onSort={(next) => onSort({ key, direction: next })}
      className={className}
    />
  );
  const rows = sortWashUpRows(washUp.rows, sort);
  const captionId = useId();
  const assessors = assessorLabels(washUp.rows);

  return (
    <>
      {assessors.size > 0 ? (
        <p className={styles.note}>
          {t('washUp.assessors', {
            list: [...assessors.values()].map((entry) => `${entry.label} ${entry.name}`).join(' · '),
          })}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the matrix scrolls both ways; the keyboard scrolls it too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby={captionId}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('washUp.caption', { stage: stageName })}
          </caption>
          <thead>
            <tr>
              {header(candidateColumn, t('washUp.columns.candidate'), styles.cornerHeader)}
              {washUp.columns.map((column) => header(column.key, columnLabel(t, column)))}
              {header(overallColumn, t('washUp.columns.overall'))}
              <th scope="col" className={styles.columnHeader}>
                {t('washUp.columns.recommendations')}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {t('washUp.columns.decision')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.candidateId}>
                <th scope="row" className={styles.rowHeader}>
                  {row.blind ? (
                    nameOf(row)
                  ) : (
                    <Link to={`/manager/candidate/${row.candidateId}`}>{nameOf(row)}</Link>
                  )}
                  <br />
                  <span className={styles.muted}>
                    {row.hiddenUntilYouSubmit
                      ? t('washUp.hiddenUntilYouSubmit')
                      : row.awaitingScorecards > 0
                        ? t('washUp.awaiting', { count: row.awaitingScorecards })
                        : row.submittedScorecards === 0
                          ? t('washUp.noneSubmitted')
                          : null}
                  </span>
                </th>
                {washUp.columns.map((column) => {
                  const cell = row.cells[column.key];
                  const label = columnLabel(t, column);
                  return (
                    <td
                      key={column.key}
                      className={`${styles.cell} ${cell?.disagreement ? styles.disagreementCell : ''}`}
                    >
                      <span className={styles.visuallyHidden}>{cellText(t, label, cell, locale)}</span>
                      <span aria-hidden="true">
                        {cell && cell.mean !== null ? (
                          <>
                            <span className={styles.ratings}>
                              {cell.ratings.map((entry) => (
                                <span
                                  key={`${entry.assessorKey}-${entry.exerciseId}`}
                                  className={styles.rating}
                                  title={entry.assessorName}
                                >
                                  <span className={styles.muted}>
                                    {assessors.get(entry.assessorKey)?.label}
                                  </span>
                                  {entry.rating}
                                </span>
                              ))}
                            </span>
                            <span className={styles.mean}>{formatMean(cell.mean, locale)}</span>
                            {cell.disagreement ? (
                              <>
                                <br />
                                <span className={styles.disagreementMark}>{t('washUp.disagreement')}</span>
                              </>
                            ) : null}
                          </>
                        ) : (
                          <span className={styles.muted}>–</span>
                        )}
                      </span>
                    </td>
                  );
                })}
                <td className={styles.cell}>
                  {row.overall.mean === null ? (
                    <span className={styles.muted}>{t('washUp.notRated')}</span>
                  ) : (
                    <span className={styles.mean}>
                      {t('washUp.overall', {
                        mean: formatMean(row.overall.mean, locale),
                        count: row.overall.ratings,
                      })}
                    </span>
                  )}
                </td>
                <td className={styles.cell}>
                  {scorecardRecommendations
                    .filter((key) => row.recommendations[key] > 0)
                    .map((key) => (
                      <div key={key}>
                        {t('washUp.recommendationTally', {
                          label: t(`washUp.recommendation.${key}`),
                          count: row.recommendations[key],
                        })}
                      </div>
                    ))}
                </td>
                <td className={styles.cell}>
                  {row.decision ? (
                    <p className={styles.note}>
                      {t(`washUp.decided.${row.decision.decision}`, {
                        name: row.decision.decidedBy.name,
                        date: dateOf(row.decision.decidedAt),
                      })}
                      <br />
                      {row.decision.reason}
                    </p>
                  ) : null}
                  {row.stageId === washUp.stageId ? (
                    // biome-ignore lint/a11y/useSemanticElements: a labelled group of the row's three decisions.
                    <div
                      role="group"
                      aria-label={t('washUp.decide', { name: nameOf(row) })}
                      className={styles.decisionButtons}
                    >
                      {assessmentDecisions.map((decision) => (
                        <Button
                          key={decision}
                          size="small"
                          variant={
                            decision === 'reject'
                              ? 'danger'
                              : decision === 'progress'
                                ? 'primary'
                                : 'secondary'
                          }
                          lockoutMs={0}
                          disabled={decision === 'progress' && washUp.nextStageId === null}
                          onClick={() => onDecide(row, decision)}
                        >
                          {t(`washUp.decision.${decision}`)}
                        </Button>
                      ))}
                    </div>
                  ) : row.decision ? null : (
                    <span className={styles.muted}>{t('washUp.noDecision')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
