import type { AssessmentCentreView } from '@shortlist/domain/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../app/format.ts';
import * as styles from './AssessmentCentres.css.ts';
import { assessorName, candidateName, clockOf, exerciseName, roomName } from './centre-words.ts';

/** Each assessor's and candidate's own day, one at a time, as their email will list it. */
export function PersonSchedules({ view }: { view: AssessmentCentreView }) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const id = useId();
  const people = [
    ...view.assessors.map((assessor) => ({
      key: assessor.key,
      label: t('assessmentCentres.schedules.assessor', { name: assessor.name }),
      name: assessor.name,
    })),
    ...view.candidates.map((candidate) => ({
      key: `candidate:${candidate.id}`,
      label: t('assessmentCentres.schedules.candidate', { name: candidate.name }),
      name: candidate.name,
    })),
  ];
  const [chosen, setChosen] = useState(people[0]?.key ?? '');
  const person = people.find((each) => each.key === chosen) ?? people[0];
  if (!person) return null;
  const candidateId = person.key.startsWith('candidate:')
    ? Number(person.key.slice('candidate:'.length))
    : null;
  const sittings = view.sessions
    .filter((session) =>
      candidateId === null
        ? session.assessorKeys.includes(person.key)
        : session.candidateIds.includes(candidateId),
    )
    .toSorted((a, b) => a.round - b.round);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('assessmentCentres.schedules.heading')}
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-person`}>
          {t('assessmentCentres.schedules.person')}
        </label>
        <select
          id={`${id}-person`}
          className={styles.input}
          value={person.key}
          onChange={(event) => setChosen(event.target.value)}
        >
          {people.map((each) => (
            <option key={each.key} value={each.key}>
              {each.label}
            </option>
          ))}
        </select>
      </div>
      {sittings.length === 0 ? (
        <p className={styles.muted}>{t('assessmentCentres.schedules.none')}</p>
      ) : (
        <table className={styles.grid}>
          <caption className={styles.muted}>
            {t('assessmentCentres.schedules.caption', { name: person.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t('assessmentCentres.schedules.time')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('assessmentCentres.schedules.exercise')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('assessmentCentres.schedules.place')}
              </th>
              <th scope="col" className={styles.cell}>
                {t('assessmentCentres.schedules.with')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sittings.map((session) => (
              <tr key={session.id}>
                <td className={styles.cell}>
                  {clockOf(session.startAt, view.timeZone, locale)}-
                  {clockOf(session.endAt, view.timeZone, locale)}
                </td>
                <td className={styles.cell}>{exerciseName(view, session.exerciseId)}</td>
                <td className={styles.cell}>
                  {roomName(view, session) ?? t('assessmentCentres.rota.byVideo')}
                </td>
                <td className={styles.cell}>
                  {candidateId === null
                    ? session.candidateIds.map((each) => candidateName(view, each)).join(', ')
                    : session.assessorKeys.map((key) => assessorName(view, key)).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
