import { hiringManagerRoles } from '@shortlist/domain/enums';
import type { OrganizationUserCreate } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import { compactControl, toolButton } from '../../app/controls.css.ts';
import * as styles from './SettingsOrganisation.css.ts';
import type { OrganisationUser } from './use-organisation-users.ts';

export type ManagerType = OrganizationUserCreate['userType'];
const isManagerType = (type: string): type is ManagerType =>
  (hiringManagerRoles as readonly string[]).includes(type);

export const fullName = (user: OrganisationUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** One colleague: type picker and Deactivate or Reactivate; the signed-in admin cannot change themselves. */
export function UserRow({
  user,
  self,
  busy,
  onType,
  onActive,
}: {
  user: OrganisationUser;
  self: boolean;
  busy: boolean;
  onType: (type: ManagerType) => void;
  onActive: (active: boolean) => void;
}) {
  const { t } = useTranslation('manager');
  const name = fullName(user);
  const active = user.active !== false;
  return (
    <tr>
      <th scope="row" className={styles.nameCell}>
        {name}
        <span className={styles.nameEmail}>{user.email}</span>
      </th>
      <td className={styles.emailCell}>{user.email}</td>
      <td className={styles.cell}>
        {isManagerType(user.userType) ? (
          <select
            className={compactControl}
            aria-label={t('settings.users.typeOf', { name })}
            value={user.userType}
            disabled={self || busy}
            onChange={(event) => onType(event.target.value as ManagerType)}
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
      <td className={active ? styles.cell : styles.mutedCell}>
        {active ? t('settings.users.status.active') : t('settings.users.status.inactive')}
      </td>
      <td className={styles.cell}>
        {self ? null : (
          <button
            type="button"
            className={toolButton}
            disabled={busy}
            aria-label={t(active ? 'settings.users.deactivateUser' : 'settings.users.reactivateUser', {
              name,
            })}
            onClick={() => onActive(!active)}
          >
            {t(active ? 'settings.users.deactivate' : 'settings.users.reactivate')}
          </button>
        )}
      </td>
    </tr>
  );
}
