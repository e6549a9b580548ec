import { hiringManagerRoles } from '@shortlist/domain/enums';
import type { OrganizationUserCreate } from '@shortlist/domain/schemas';
import { DelayedSpinner, useShell, useShellStore } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { compactControl } from '../../app/controls.css.ts';
import { toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { InviteUserForm } from './InviteUserForm.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import type { OrganisationUser } from './use-organisation-users.ts';
import { useOrganisationUsers } from './use-organisation-users.ts';

type ManagerType = OrganizationUserCreate['userType'];
const isManagerType = (type: string): type is ManagerType =>
  (hiringManagerRoles as readonly string[]).includes(type);
const fullName = (user: OrganisationUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** The organisation's managers (§3 hiring-manager roles): invite, change type; a manager cannot demote themselves. */
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
  async function changeType(user: OrganisationUser, userType: ManagerType) {
    try {
      await change.mutateAsync({ userId: user.id, body: { userType } });
      const type = t(`settings.users.types.${userType}`);
      onOutcome({
        kind: 'success',
        message: t('settings.users.typeChanged', { name: fullName(user), type }),
      });
    } catch (failure) {
      onOutcome({ kind: 'failure', message: toSaveFailure(failure).message });
    }
  }
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
                {(['name', 'email', 'type', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className={styles.header}>
                    {t(`settings.users.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className={styles.nameCell}>
                    {fullName(user)}
                  </th>
                  <td className={styles.emailCell}>{user.email}</td>
                  <td className={styles.cell}>
                    {isManagerType(user.userType) ? (
                      <select
                        className={compactControl}
                        aria-label={t('settings.users.typeOf', { name: fullName(user) })}
                        value={user.userType}
                        disabled={user.id === selfId || change.isPending}
                        onChange={(event) => void changeType(user, event.target.value as ManagerType)}
                      >
                        {hiringManagerRoles.map((type) => (
                          <option key={type} value={type}>
                            {t(`settings.users.types.${type}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      user.userType
                    )}
                  </td>
                  <td className={styles.cell}>
                    {user.active === false
                      ? t('settings.users.status.invited')
                      : t('settings.users.status.active')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <InviteUserForm invite={invite} onOutcome={onOutcome} />
    </section>
  );
}
