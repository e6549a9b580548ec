import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryToolLink } from '../../app/controls.css.ts';
import type { SendResult } from './use-create-schedule.ts';
import * as styles from './wizard.css.ts';

/** After sending: how many were invited, who was left out and why, and the way to the new schedule. */
export function SendOutcome({ result }: { result: SendResult }) {
  const { t } = useTranslation('manager');
  return (
    <div className={styles.frame}>
      <p className={styles.stepHeading} role="status">
        {t('scheduleWizard.invitation.done', { count: result.invited.length })}
      </p>
      {result.skipped.length > 0 ? (
        <div>
          <p className={styles.status}>
            {t('scheduleWizard.invitation.leftOut', { count: result.skipped.length })}
          </p>
          <ul>
            {result.skipped.map((skip) => (
              <li key={skip.id}>
                <Link to={`/manager/candidate/${skip.id}`}>
                  {t('scheduleWizard.invitation.leftOutCandidate', { id: skip.id })}
                </Link>
                : {t(`scheduleWizard.invitation.reasons.${skip.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to={`/manager/schedules/${result.scheduleId}`} className={primaryToolLink}>
          {t('scheduleWizard.invitation.open')}
        </Link>
      </p>
    </div>
  );
}
