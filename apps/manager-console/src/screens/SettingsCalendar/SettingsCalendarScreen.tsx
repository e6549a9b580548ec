import { managerCalendars } from '@shortlist/i18n/resources/manager-calendars';
import { DelayedSpinner, useShell, useShellStore, useWording } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { ConnectForm } from './ConnectForm.tsx';
import { ConnectionList } from './ConnectionList.tsx';
import * as styles from './SettingsCalendar.css.ts';
import { useCalendarConnections } from './use-calendar-connections.ts';

/** /manager/settings/calendar: the manager's calendar connection (issue 34): connect, status, test, disconnect. */
export default function SettingsCalendarScreen() {
  useWording('manager', managerCalendars);
  const { t } = useTranslation(['manager', 'common']);
  const shell = useShell();
  const email = useShellStore(shell.user, (state) => state.user?.email)?.toLowerCase();
  const { connections, connect, test, disconnect, changing, outcome, clearOutcome } =
    useCalendarConnections();
  const own = connections.data?.some((connection) => connection.interviewerEmail === email) ?? false;

  return (
    <SettingsPage title={t('settings.calendar.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('settings.calendar.intro')}</p>
        <SaveStatus outcome={outcome} onDismiss={clearOutcome} />
        {connections.isPending ? <DelayedSpinner /> : null}
        {connections.isError ? (
          <ErrorState
            title={t('settings.calendar.loadFailed')}
            text={connections.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => connections.refetch()}
          />
        ) : null}
        {connections.isSuccess ? (
          <ConnectionList
            connections={connections.data}
            changing={changing}
            onTest={(connection) => void test(connection)}
            onDisconnect={(connection) => void disconnect(connection)}
          />
        ) : null}
        <ConnectForm onConnect={connect} replacing={own} />
      </div>
    </SettingsPage>
  );
}
