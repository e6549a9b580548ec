import { suggestedMeetingHours } from '@shortlist/domain/meeting-hours';
import { isAdmin } from '@shortlist/domain/users';
import { managerMeetingHours } from '@shortlist/i18n/resources/manager-meeting-hours';
import { DelayedSpinner, useShell, useShellStore, useWording } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { MeetingHoursSection } from './MeetingHoursSection.tsx';
import * as styles from './SettingsMeetingHours.css.ts';
import { useMeetingHours } from './use-meeting-hours.ts';

function MeetingHours() {
  const { t } = useTranslation(['manager', 'common']);
  const shell = useShell();
  const user = useShellStore(shell.user, (state) => state.user);
  const { organisation, own, saveOrganisation, saveOwn } = useMeetingHours();
  const failed = organisation.isError ? organisation : own.isError ? own : null;

  if (failed?.error) {
    return (
      <ErrorState
        title={t('settings.meetingHours.loadFailed')}
        text={failed.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (!organisation.isSuccess || !own.isSuccess) return <DelayedSpinner />;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>
        {t('settings.meetingHours.intro', { timeZone: organisation.data.timeZone })}
      </p>
      <MeetingHoursSection
        whose="organisation"
        saved={organisation.data.meetingHours}
        startFrom={suggestedMeetingHours}
        canEdit={isAdmin(user)}
        onSave={saveOrganisation}
      />
      <MeetingHoursSection
        whose="own"
        saved={own.data.meetingHours}
        startFrom={organisation.data.meetingHours ?? suggestedMeetingHours}
        canEdit
        onSave={saveOwn}
      />
    </div>
  );
}

/** /manager/settings/meeting-hours: when interviews may be booked, the organisation's and the manager's own (issue 34). */
export default function SettingsMeetingHoursScreen() {
  useWording('manager', managerMeetingHours);
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.meetingHours.title')}>
      <MeetingHours />
    </SettingsPage>
  );
}
