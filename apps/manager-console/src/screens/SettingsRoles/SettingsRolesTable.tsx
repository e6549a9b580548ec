import type { ManagedRoleListItem } from '@shortlist/domain/contract';
import { roleStatuses } from '@shortlist/domain/schemas';
import { SortableHeader } from '@shortlist/ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { useKeptSort } from '../Settings/use-kept-sort.ts';
import { NewRoleControl } from './NewRoleControl.tsx';
import { useNotice } from './notice.tsx';
import { RoleRowActions } from './RoleRowActions.tsx';
import { roleTypeOf, settingsRoleColumns, sortSettingsRoles } from './settings-role-sort.ts';
import * as styles from './settings-table.css.ts';

const allStatuses = 'ALL';

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('manager');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {t('settings.roles.filter.status')}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('settings.roles.filter.notArchived')}</option>
        <option value={allStatuses}>{t('settings.roles.filter.all')}</option>
        {roleStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`roles.status.${status}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The roles in a dense table: filtered by status, sorted by the kept column, each with its actions. */
export function SettingsRolesTable({ roles }: { roles: readonly ManagedRoleListItem[] }) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const kept = useKeptSort('settings-roles', settingsRoleColumns);
  const notice = useNotice();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const rows = useMemo(() => {
    // Decision: archived roles show only when asked for, as on the live roles list.
    const shown = roles.filter((role) =>
      status === '' ? role.status !== 'ARCHIVED' : status === allStatuses || role.status === status,
    );
    return kept.sort ? sortSettingsRoles(shown, kept.sort) : shown;
  }, [roles, status, kept.sort]);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className={styles.stack}>
      <SaveStatus outcome={notice.notice} onDismiss={notice.clear} />
      <div className={styles.toolbar}>
        <StatusFilter
          value={status}
          onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
        />
        <span className={styles.spacer} />
        <NewRoleControl />
      </div>
      <p className={styles.summary}>
        {t('settings.roles.count', { count: rows.length })} · {t('settings.roles.sortHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby="settings-roles-caption">
        <table className={styles.table}>
          <caption id="settings-roles-caption" className={styles.caption}>
            {t('settings.roles.caption')}
          </caption>
          <thead>
            <tr>
              {settingsRoleColumns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`settings.roles.columns.${column}`)}
                  direction={kept.sort?.column === column ? kept.sort.direction : null}
                  onSort={(direction) => kept.save({ column, direction })}
                  className={column === 'applicants' ? styles.numericHeader : styles.header}
                />
              ))}
              <th scope="col" className={styles.plainHeader}>
                <span className={styles.label}>{t('settings.roles.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((role) => (
              <tr key={role.id}>
                <th scope="row" className={styles.nameCell}>
                  <Link to={`/manager/settings/roles/${role.id}`} className={styles.link}>
                    {role.name}
                  </Link>
                </th>
                <td className={styles.cell}>
                  <span className={styles.statusMark[role.status]}>{t(`roles.status.${role.status}`)}</span>
                </td>
                <td className={styles.wrapCell}>{roleTypeOf(role)}</td>
                <td className={styles.cell}>
                  {role.deadline === null ? (
                    <span className={styles.muted}>{t('settings.roles.noDeadline')}</span>
                  ) : (
                    formatShortDate(role.deadline, locale)
                  )}
                </td>
                <td className={styles.numericCell}>{number.format(role.applicantCount)}</td>
                <td className={styles.actionsCell}>
                  <RoleRowActions role={role} onDone={notice.succeed} onFail={notice.fail} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length === 0 ? <p className={styles.summary}>{t('settings.roles.noMatch')}</p> : null}
    </div>
  );
}
