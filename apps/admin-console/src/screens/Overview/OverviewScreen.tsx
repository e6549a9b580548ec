import { callRoute } from '@shortlist/api-client';
import { fetchProviderOverview } from '@shortlist/domain/contract';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import * as styles from '../Clients/Clients.css.ts';

const figures = ['applicationsThisSeason', 'activeRoles', 'usersSignedInLast30Days'] as const;

/** /admin: applications this season, live roles and recent sign-ins across the provider's active clients. */
export default function OverviewScreen() {
  const { t, i18n } = useTranslation('admin');
  const api = useApi();
  const overview = useQuery({
    queryKey: ['provider-overview'],
    queryFn: ({ signal }) => callRoute(api, fetchProviderOverview, { signal }),
  });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const data = overview.data;
  const date = data
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(data.seasonStart),
      )
    : '';
  return (
    <AdminPage title={t('overview.title')} subtitle={data ? t('overview.intro', { date }) : undefined}>
      {overview.isError ? <ErrorState title={t('overview.failed')} /> : null}
      {!data && !overview.isError ? <DelayedSpinner /> : null}
      {data ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('overview.tableLabel')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t('overview.client')}
                </th>
                {figures.map((figure) => (
                  <th key={figure} scope="col" className={styles.numericCell}>
                    {t(`overview.${figure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.organizations.map((row) => (
                <tr key={row.organization.id}>
                  <th scope="row" className={styles.cell}>
                    <Link className={styles.link} to={`/admin/organizations/${row.organization.id}`}>
                      {row.organization.name}
                    </Link>
                  </th>
                  {figures.map((figure) => (
                    <td key={figure} className={styles.numericCell}>
                      {number(row[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className={styles.cell}>
                  {`${t('overview.organizations')}: ${number(data.totals.organizations)}`}
                </th>
                {figures.map((figure) => (
                  <td key={figure} className={styles.numericCell}>
                    {number(data.totals[figure])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
