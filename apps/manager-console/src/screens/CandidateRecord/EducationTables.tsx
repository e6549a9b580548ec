import { qualificationLevels } from '@shortlist/domain/enums';
import type { School, University } from '@shortlist/domain/schemas';
import { candidate } from '@shortlist/i18n/resources/candidate';
import { useNamespace } from '@shortlist/shell/react';
import { useTranslation } from 'react-i18next';
import * as styles from './ProfileSection.css.ts';

function isQualificationLevel(value: string): value is (typeof qualificationLevels)[number] {
  return (qualificationLevels as readonly string[]).includes(value);
}

function years(start: number | null | undefined, end: number | null | undefined): string {
  if (start == null && end == null) return '';
  return `${start ?? '?'}–${end ?? '?'}`;
}

/** The universities of the profile: where, what level, what course, the result and the years. */
export function UniversitiesTable({ universities }: { universities: readonly University[] }) {
  useNamespace('candidate', candidate);
  const { t } = useTranslation(['manager', 'candidate']);
  if (universities.length === 0) return <p className={styles.none}>{t('record.profile.noUniversities')}</p>;
  const level = (university: University) => {
    const code = university.qualificationLevel ?? university.universityType;
    return isQualificationLevel(code) ? t(`candidate:profileForm.qualificationLevels.${code}`) : code;
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than its column scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-label={t('record.profile.universities')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('record.profile.universities')}</caption>
        <thead>
          <tr>
            <th className={styles.header}>{t('record.profile.university')}</th>
            <th className={styles.header}>{t('record.profile.level')}</th>
            <th className={styles.header}>{t('record.profile.course')}</th>
            <th className={styles.header}>{t('record.profile.result')}</th>
            <th className={styles.header}>{t('record.profile.years')}</th>
          </tr>
        </thead>
        <tbody>
          {universities.map((university, index) => (
            // Profile entries have no id; the candidate's own order is their key.
            <tr key={index}>
              <th scope="row" className={styles.placeCell}>
                {university.universityName ?? university.universityValue ?? '—'}
              </th>
              <td className={styles.cell}>{level(university)}</td>
              <td className={styles.cell}>
                {[university.degreeType, university.course].filter(Boolean).join(' ') || '—'}
              </td>
              <td className={styles.cell}>
                {[
                  university.degreeClass,
                  university.averageMark == null ? null : `${university.averageMark}%`,
                ]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </td>
              <td className={styles.cell}>
                {years(university.universityStartYear, university.universityGraduationYear)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The schools of the profile with their type and years. */
export function SchoolsTable({ schools }: { schools: readonly School[] }) {
  const { t } = useTranslation('manager');
  if (schools.length === 0) return <p className={styles.none}>{t('record.profile.noSchools')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than its column scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-label={t('record.profile.schools')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('record.profile.schools')}</caption>
        <thead>
          <tr>
            <th className={styles.header}>{t('record.profile.school')}</th>
            <th className={styles.header}>{t('record.profile.schoolType')}</th>
            <th className={styles.header}>{t('record.profile.years')}</th>
          </tr>
        </thead>
        <tbody>
          {schools.map((school, index) => (
            // Profile entries have no id; the candidate's own order is their key.
            <tr key={index}>
              <th scope="row" className={styles.placeCell}>
                {school.schoolName ?? school.schoolValue ?? '—'}
              </th>
              <td className={styles.cell}>{school.schoolType ?? '—'}</td>
              <td className={styles.cell}>{years(school.startYear, school.endYear) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
