import type { CandidateProfile } from '@shortlist/domain/schemas';
import { candidate } from '@shortlist/i18n/resources/candidate';
import { useNamespace } from '@shortlist/shell/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ProfileSection.css.ts';

// The question wording is the candidate's own (candidate:profileForm.socialMobility); stored keys that are
// worded under another key are mapped, and a key without wording shows as stored.
const labelKeys: Readonly<Record<string, string>> = { firstGenerationUniversity: 'firstGeneration' };

type Answer = NonNullable<CandidateProfile['socialMobility']>[string];

/**
 * The candidate's raw social-mobility answers: only where the organisation's manager admin turned them on
 * (`socialMobilityVisible`); otherwise managers see them only as contextual flags.
 */
export function SocialMobilityAnswers({
  answers,
}: {
  answers: NonNullable<CandidateProfile['socialMobility']>;
}) {
  useNamespace('candidate', candidate);
  const { t } = useTranslation(['manager', 'candidate']);
  const word = (value: Answer): string => {
    if (value === true || value === 'yes') return t('recordActions.answers.yes');
    if (value === false || value === 'no') return t('recordActions.answers.no');
    if (value === 'PREFER_NOT_TO_SAY') return t('recordActions.answers.preferNotToSay');
    if (Array.isArray(value)) return value.join(', ');
    return value === null || value === undefined || value === ''
      ? t('record.profile.notGiven')
      : String(value);
  };
  const entries = Object.entries(answers);
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>{t('recordActions.socialMobility.title')}</h3>
      <p className={styles.none}>{t('recordActions.socialMobility.intro')}</p>
      <dl className={styles.pairs}>
        {entries.map(([key, value]) => (
          <Fragment key={key}>
            <dt className={styles.pairTerm}>
              {t(
                `candidate:profileForm.socialMobility.${labelKeys[key] ?? key}` as 'candidate:profileForm.socialMobility.title',
                {
                  defaultValue: key,
                },
              )}
            </dt>
            <dd className={styles.pairValue}>{word(value)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
