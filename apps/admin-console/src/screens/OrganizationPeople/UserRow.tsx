import { hiringManagerRoles } from '@shortlist/domain/enums';
import { Button } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { displayName } from './form-failure.ts';
import * as styles from './people.css.ts';
import type { OrganizationUser, UserChange } from './use-organization-users.ts';

type ManagerType = (typeof hiringManagerRoles)[number];
const isManagerType = (type: string): type is ManagerType =>
  (hiringManagerRoles as readonly string[]).includes(type);

export type UserRowProps = {
  user: OrganizationUser;
  busy: boolean;
  onChange: (change: UserChange) => void;
  onSendReset: () => void;
  onSignInAs: () => void;
};

/** One user: type (Standard or Admin), status, and the support actions. */
export function UserRow({ user, busy, onChange, onSendReset, onSignInAs }: UserRowProps) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  const active = user.active !== false;
  return (
    <tr>
      <th scope="row" className={styles.cell}>
        {name}
      </th>
      <td className={styles.cell}>{user.email}</td>
      <td className={styles.cell}>
        {isManagerType(user.userType) ? (
          <select
            className={styles.input}
            aria-label={t('organizationUsers.changeType', { name })}
            value={user.userType}
            disabled={busy}
            onChange={(event) => onChange({ userType: event.target.value as ManagerType })}
          >
            {hiringManagerRoles.map((type) => (
              <option key={type} value={type}>
                {t(`organizationUsers.types.${type}`)}
              </option>
            ))}
          </select>
        ) : (
          t(`users.userType.${user.userType}`)
        )}
      </td>
      <td className={styles.cell}>
        {t(active ? 'organizationUsers.active' : 'organizationUsers.deactivated')}
      </td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            disabled={busy}
            onClick={() => onChange({ active: !active })}
          >
            {t(active ? 'organizationUsers.deactivate' : 'organizationUsers.reactivate')}
          </Button>
          {active ? (
            <>
              <Button size="small" variant="secondary" disabled={busy} onClick={onSendReset}>
                {t('organizationUsers.sendReset')}
              </Button>
              <Button size="small" variant="secondary" disabled={busy} onClick={onSignInAs}>
                {t('organizationUsers.signInAs.open')}
              </Button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
