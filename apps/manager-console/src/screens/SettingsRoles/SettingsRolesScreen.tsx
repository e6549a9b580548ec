import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { NewRoleControl } from './NewRoleControl.tsx';
import { SettingsRolesTable } from './SettingsRolesTable.tsx';
import * as styles from './settings-table.css.ts';
import { useSettingsRoles } from './use-settings-roles.ts';

/** /manager/settings/roles: every role of the organisation, archived ones too, with their actions. */
export default function SettingsRolesScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const roles = useSettingsRoles();
  return (
    <SettingsPage title={t('settings.roles.title')}>
      {roles.pending && !roles.error ? <DelayedSpinner /> : null}
      {roles.error ? (
        <ErrorState
          title={t('settings.roles.loadFailed')}
          text={roles.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => void roles.retry()}
        />
      ) : null}
      {roles.roles ? (
        roles.roles.length === 0 ? (
          <div className={styles.stack}>
            <EmptyState title={t('settings.roles.empty')} text={t('settings.roles.emptyText')} />
            <NewRoleControl />
          </div>
        ) : (
          <SettingsRolesTable roles={roles.roles} />
        )
      ) : null}
    </SettingsPage>
  );
}
