import type { CalendarConnection } from '@shortlist/domain/contract';
import { formatZonedDateTime } from '@shortlist/domain/format';
import { useTranslation } from 'react-i18next';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import * as styles from './SettingsCalendar.css.ts';

type ConnectionListProps = {
  connections: readonly CalendarConnection[];
  /** The connection being tested or disconnected: its buttons wait. */
  changing: number | null;
  onTest: (connection: CalendarConnection) => void;
  onDisconnect: (connection: CalendarConnection) => void;
};

/** Each connected calendar: whose, which service, its status in words (and why it failed), test, disconnect. */
export function ConnectionList({ connections, changing, onTest, onDisconnect }: ConnectionListProps) {
  const { t } = useTranslation('manager');
  const { timeZone } = useOrganizationZone();
  if (connections.length === 0) return <p className={styles.muted}>{t('settings.calendar.none')}</p>;
  return (
    <ul className={styles.list} aria-label={t('settings.calendar.listLabel')}>
      {connections.map((connection) => (
        <li key={connection.id} className={styles.card}>
          <h3 className={styles.heading}>
            {connection.interviewerEmail} · {t(`settings.calendar.providers.${connection.provider}`)}
          </h3>
          <p className={styles.muted}>
            {t('settings.calendar.address')}: {connection.endpoint}
          </p>
          <p>
            {t('settings.calendar.status.label')}: {t(`settings.calendar.status.${connection.status}`)}
            {connection.lastError ? ` (${connection.lastError})` : ''}
          </p>
          <p className={styles.muted}>
            {connection.lastCheckedAt === null
              ? t('settings.calendar.neverChecked')
              : t('settings.calendar.lastChecked', {
                  time: formatZonedDateTime(connection.lastCheckedAt, timeZone),
                })}
          </p>
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.toolButton}
              disabled={changing === connection.id}
              aria-label={t('settings.calendar.testLabel', { email: connection.interviewerEmail })}
              onClick={() => onTest(connection)}
            >
              {t('settings.calendar.test')}
            </button>
            <button
              type="button"
              className={styles.toolButton}
              disabled={changing === connection.id}
              aria-label={t('settings.calendar.disconnectLabel', { email: connection.interviewerEmail })}
              onClick={() => onDisconnect(connection)}
            >
              {t('settings.calendar.disconnect')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
