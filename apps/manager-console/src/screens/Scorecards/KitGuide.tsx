import type { Competency, InterviewKit } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './Scorecards.css.ts';

/** The kit the interviewer works from: its introduction and questions, follow-ups and what a good answer covers. */
export function KitGuide({ kit, competencies }: { kit: InterviewKit; competencies: readonly Competency[] }) {
  const { t } = useTranslation('manager');
  const names = (ids: readonly number[]) =>
    competencies
      .filter((each) => ids.includes(each.id))
      .map((each) => each.name)
      .join(', ');
  return (
    <section className={styles.stack} aria-label={kit.name}>
      <h3 className={styles.subheading}>
        {kit.name} · {t('scorecards.kitMinutes', { minutes: kit.totalMinutes })}
      </h3>
      {kit.introduction ? (
        <p className={styles.notice}>
          <strong>{t('scorecards.kitIntroduction')}: </strong>
          {kit.introduction}
        </p>
      ) : null}
      <ol className={styles.questionList}>
        {kit.questions.map((question) => (
          <li key={question.key}>
            <p className={styles.subheading}>
              {question.prompt}{' '}
              <span className={styles.muted}>
                ({t('scorecards.kitMinutes', { minutes: question.minutes })})
              </span>
            </p>
            {question.followUps.length > 0 ? (
              <>
                <p className={styles.muted}>{t('scorecards.followUps')}</p>
                <ul>
                  {question.followUps.map((followUp) => (
                    <li key={followUp}>{followUp}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {question.goodAnswer ? (
              <p>
                <strong>{t('scorecards.goodAnswer')}: </strong>
                {question.goodAnswer}
              </p>
            ) : null}
            {question.competencyIds.length > 0 ? (
              <p className={styles.muted}>
                {t('scorecards.assesses', { competencies: names(question.competencyIds) })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
