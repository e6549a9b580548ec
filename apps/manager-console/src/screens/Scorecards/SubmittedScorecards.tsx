import type { Competency, ScorecardView, StageScorecards } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './Scorecards.css.ts';

function useTimeFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(toLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '');
}

/** One submitted scorecard: who, when, the recommendation and each rating with its evidence. */
function SubmittedCard({ card, competencies }: { card: ScorecardView; competencies: readonly Competency[] }) {
  const { t } = useTranslation('manager');
  const time = useTimeFormat();
  const nameOf = (id: number) => competencies.find((each) => each.id === id)?.name ?? String(id);
  const author = card.assessor.outside
    ? `${card.assessor.name} (${t('scorecards.outside')})`
    : card.assessor.name;
  return (
    <article className={styles.card} aria-label={author}>
      <p className={styles.subheading}>
        {t('scorecards.byline', { name: author, time: time(card.submittedAt) })}
        {card.edits > 0 ? (
          <span className={styles.muted}> · {t('scorecards.edited', { count: card.edits })}</span>
        ) : null}
      </p>
      <p>
        {t('scorecards.recommendation')}:{' '}
        <strong>{card.recommendation ? t(`scorecards.recommendations.${card.recommendation}`) : '—'}</strong>
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {t('scorecards.ratingsCaption', { name: card.assessor.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('scorecards.ratingsColumns.competency')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('scorecards.ratingsColumns.rating')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('scorecards.ratingsColumns.evidence')}
            </th>
          </tr>
        </thead>
        <tbody>
          {card.ratings.map((entry) => (
            <tr key={entry.competencyId}>
              <th scope="row" className={styles.cell}>
                {nameOf(entry.competencyId)}
              </th>
              <td className={styles.cell}>{entry.rating ?? t('scorecards.notRated')}</td>
              <td className={styles.cell}>{entry.evidence}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {card.privateNotes ? (
        <p>
          <strong>{t('scorecards.privateNotes')}: </strong>
          {card.privateNotes}
        </p>
      ) : null}
    </article>
  );
}

/** The stage's summary: per competency the mean and spread of submitted ratings, disagreements flagged. */
function Summary({ stage, competencies }: { stage: StageScorecards; competencies: readonly Competency[] }) {
  const { t, i18n } = useTranslation('manager');
  if (!stage.summary || stage.summary.competencies.length === 0) return null;
  const number = new Intl.NumberFormat(toLocale(i18n.language), { maximumFractionDigits: 2 });
  const tally = Object.entries(stage.summary.recommendations)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => `${t(`scorecards.recommendations.${value as 'yes'}`)} ${count}`)
    .join(', ');
  return (
    <div className={styles.stack}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('scorecards.summaryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('scorecards.summaryColumns.competency')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('scorecards.summaryColumns.mean')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('scorecards.summaryColumns.spread')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('scorecards.summaryColumns.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stage.summary.competencies.map((row) => (
            <tr key={row.competencyId}>
              <th scope="row" className={styles.cell}>
                {competencies.find((each) => each.id === row.competencyId)?.name ?? row.competencyId}
              </th>
              <td className={styles.cell}>{number.format(row.mean)}</td>
              <td className={styles.cell}>
                {row.spread}
                {row.disagreement ? (
                  <span className={styles.flag}> · {t('scorecards.disagreement')}</span>
                ) : null}
              </td>
              <td className={styles.cell}>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tally ? <p className={styles.muted}>{t('scorecards.tally', { tally })}</p> : null}
    </div>
  );
}

/** Others' scorecards as the reader may see them: hidden (with how many) until their own is submitted. */
export function SubmittedScorecards({
  stage,
  competencies,
}: {
  stage: StageScorecards;
  competencies: readonly Competency[];
}) {
  const { t } = useTranslation('manager');
  if (!stage.othersVisible) {
    if (stage.hidden.count === 0) return null;
    return (
      <p className={styles.notice} role="note">
        {t('scorecards.hidden', { count: stage.hidden.count })}{' '}
        {stage.hidden.submitted > 0
          ? t('scorecards.hiddenSubmitted', { submitted: stage.hidden.submitted })
          : null}
      </p>
    );
  }
  const submittedOwn = stage.mine.filter((card) => card.status === 'submitted');
  const all = [...submittedOwn, ...stage.others];
  return (
    <section className={styles.stack} aria-label={t('scorecards.othersTitle')}>
      <h3 className={styles.subheading}>{t('scorecards.othersTitle')}</h3>
      {stage.others.length === 0 ? <p className={styles.muted}>{t('scorecards.noOthers')}</p> : null}
      {all.map((card) => (
        <SubmittedCard key={card.id} card={card} competencies={competencies} />
      ))}
      {stage.hidden.count > 0 ? (
        <p className={styles.muted}>{t('scorecards.draftsWaiting', { count: stage.hidden.count })}</p>
      ) : null}
      <Summary stage={stage} competencies={competencies} />
    </section>
  );
}
