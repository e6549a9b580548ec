import type { CandidateProfile } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { SchoolsTable, UniversitiesTable } from './EducationTables.tsx';
import * as styles from './ProfileSection.css.ts';
import { RecordSection } from './RecordSection.tsx';
import { SocialMobilityAnswers } from './SocialMobilityAnswers.tsx';

/**
 * The profile essentials a recruiter reads first: education and the right to work.
 * Decision: special-category answers (diversity) are never read here; social-mobility answers only when the
 * organisation shows them to managers (`socialMobilityVisible`), otherwise only as contextual flags.
 */
export function ProfileSection({
  profile,
  socialMobilityVisible,
}: {
  profile: CandidateProfile;
  socialMobilityVisible: boolean;
}) {
  const { t } = useTranslation('manager');
  const permit = profile.permitType?.value ?? profile.otherPermit ?? null;
  const citizen =
    profile.citizen == null
      ? t('record.profile.notGiven')
      : t(profile.citizen ? 'record.profile.yes' : 'record.profile.no');
  return (
    <RecordSection title={t('record.profile.title')}>
      <UniversitiesTable universities={profile.universities ?? []} />
      <SchoolsTable schools={profile.schools ?? []} />
      <h3 className={styles.subheading}>{t('record.profile.rightToWork')}</h3>
      <dl className={styles.pairs}>
        <dt className={styles.pairTerm}>{t('record.profile.citizen')}</dt>
        <dd className={styles.pairValue}>{citizen}</dd>
        <dt className={styles.pairTerm}>{t('record.profile.permit')}</dt>
        <dd className={styles.pairValue}>{permit ?? t('record.profile.notGiven')}</dd>
      </dl>
      {socialMobilityVisible && profile.socialMobility ? (
        <SocialMobilityAnswers answers={profile.socialMobility} />
      ) : null}
    </RecordSection>
  );
}
