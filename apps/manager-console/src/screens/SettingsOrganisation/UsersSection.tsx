import { DelayedSpinner, useShell, useShellStore } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { InviteUserForm } from './InviteUserForm.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import type { ManagerType } from './UserRow.tsx';
import { fullName, UserRow } from './UserRow.tsx';
import type { OrganisationUser, UserChange } from './use-organisation-users.ts';
import { useOrganisationUsers } from './use-organisation-users.ts';

/** The organisation's managers (§3 hiring-manager roles): invite, change type, deactivate or reactivate. */
export function UsersSection({
  orgId,
  onOutcome,
}: {
  orgId: number;
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation(['manager', 'common']);
  const shell = useShell();
  const selfId = useShellStore(shell.user, (state) => state.user?.id);
  const { users, invite, change } = useOrganisationUsers(orgId);
  const [confirming, setConfirming] = useState<OrganisationUser | null>(null);
  async function apply(user: OrganisationUser, body: UserChange) {
    const name = fullName(user);
    try {
      await change.mutateAsync({ userId: user.id, body });
      const message =
        body.userType !== undefined
          ? t('settings.users.typeChanged', { name, type: t(`settings.users.types.${body.userType}`) })
          : t(body.active ? 'settings.users.reactivated' : 'settings.users.deactivated', { name });
      onOutcome({ kind: 'success', message });
    } catch (failure) {
      onOutcome({ kind: 'failure', message: toSaveFailure(failure).message });
    }
    setConfirming(null);
  }
  const changeType = (user: OrganisationUser, userType: ManagerType) => apply(user, { userType });
  return (
    <section className={styles.part} aria-labelledby="users-heading">
      <h2 id="users-heading" className={styles.heading}>
        {t('settings.users.heading')}
      </h2>
      {users.isPending ? <DelayedSpinner /> : null}
      {users.isError ? (
        <ErrorState
          title={t('settings.users.loadFailed')}
          text={users.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => users.refetch()}
        />
      ) : null}
      {users.isSuccess ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
        <section className={styles.scroller} tabIndex={0} aria-labelledby="users-caption">
          <table className={styles.table}>
            <caption id="users-caption" className={styles.caption}>
              {t('settings.users.caption', { count: users.data.length })}
            </caption>
            <thead>
              <tr>
                {(['name', 'email', 'type', 'status', 'actions'] as const).map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={column === 'email' ? styles.emailHeader : styles.header}
                  >
                    {t(`settings.users.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  self={user.id === selfId}
                  busy={change.isPending}
                  onType={(type) => void changeType(user, type)}
                  onActive={(active) => (active ? void apply(user, { active }) : setConfirming(user))}
                />
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {users.isSuccess ? <p className={styles.help}>{t('settings.users.statusHelp')}</p> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('settings.users.confirm.title', { name: fullName(confirming) })}
          text={t('settings.users.confirm.text', { name: fullName(confirming) })}
          confirmLabel={t('settings.users.deactivate')}
          cancelLabel={t('settings.users.confirm.cancel')}
          onConfirm={() => apply(confirming, { active: false })}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      <InviteUserForm invite={invite} onOutcome={onOutcome} />
    </section>
  );
}
