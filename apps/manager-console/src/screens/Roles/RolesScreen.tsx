import { callRoute } from '@shortlist/api-client';
import type { ManagedRoleListItem as ManagedRole } from '@shortlist/domain/contract';
import { listRoles } from '@shortlist/domain/contract';
import { stageGroupNames, totalPipelineGroup } from '@shortlist/domain/stages';
import { DelayedSpinner, useApi, useLoad } from '@shortlist/shell/react';
import { EmptyState, ErrorState, SortableHeader } from '@shortlist/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate, toLocale } from '../../app/format.ts';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import * as styles from './RolesScreen.css.ts';
import type { RoleSort, RoleSortColumn } from './role-sort.ts';
import { roleSortColumns as columns, sortRoles } from './role-sort.ts';

const numericColumns = new Set<RoleSortColumn>(['applicants', 'submitted', ...stageGroupNames]);

function RolesTable({ roles }: { roles: readonly ManagedRole[] }) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const locale = toLocale(i18n.language);
  // Decision: newest first, as the API answers, until the user picks a column.
  const [sort, setSort] = useState<RoleSort | null>(null);
  const rows = useMemo(() => (sort ? sortRoles(roles, sort) : roles), [roles, sort]);
  const number = new Intl.NumberFormat(locale);
  return (
    <div className={styles.stack}>
      <p className={styles.summary}>
        {t('roles.count', { count: roles.length })} · {t('roles.sortHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby="roles-caption">
        <table className={styles.table}>
          <caption id="roles-caption" className={styles.caption}>
            <span className={styles.captionText}>{t('roles.caption')}</span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`roles.columns.${column}`)}
                  direction={sort?.column === column ? sort.direction : null}
                  onSort={(direction) => setSort({ column, direction })}
                  className={numericColumns.has(column) ? styles.numericHeader : styles.header}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((role) => (
              <tr key={role.id}>
                {/* The role's candidates (/manager/roles/{id}) come with part 2; until then the name is text. */}
                <th scope="row" className={styles.nameCell}>
                  {role.name}
                </th>
                <td className={styles.cell}>{t(`roles.status.${role.status}`)}</td>
                <td className={styles.cell}>
                  {role.deadline === null ? (
                    <span className={styles.muted}>{t('roles.noDeadline')}</span>
                  ) : (
                    formatShortDate(role.deadline, locale)
                  )}
                </td>
                <td className={styles.numericCell}>{number.format(role.applicantCount)}</td>
                <td className={styles.numericCell}>{number.format(role.submittedCount)}</td>
                {stageGroupNames.map((group) => (
                  <td key={group} className={styles.numericCell}>
                    {number.format(totalPipelineGroup(role.pipeline, group))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** /manager/roles: the organisation's roles in a dense table, sortable by any column. */
export default function RolesScreen() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const roles = useLoad((signal) => callRoute(api, listRoles, { signal }), [api]);

  return (
    <ManagerPage title={t('roles.title')}>
      {roles.status === 'loading' ? <DelayedSpinner /> : null}
      {roles.status === 'error' ? (
        <ErrorState
          title={t('roles.loadFailed')}
          text={roles.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={roles.reload}
        />
      ) : null}
      {roles.status === 'success' ? (
        roles.data.length === 0 ? (
          <EmptyState title={t('roles.empty')} text={t('roles.emptyText')} />
        ) : (
          <RolesTable roles={roles.data} />
        )
      ) : null}
    </ManagerPage>
  );
}
