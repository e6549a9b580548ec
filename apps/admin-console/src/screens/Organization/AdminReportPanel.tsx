import { callRoute } from '@shortlist/api-client';
import { fetchAdminReport } from '@shortlist/domain/contract';
import { userTypes } from '@shortlist/domain/enums';
import { useApi } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './OrganizationForm.css.ts';

/** §7 GET /admin/report/{id}: the client's users by type, recent manager sign-ins and contacts. */
export function AdminReportPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const api = useApi();
  const headingId = useId();
  const report = useQuery({
    queryKey: ['admin-report', id],
    queryFn: ({ signal }) => callRoute(api, fetchAdminReport, { signal, params: { id } }),
  });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const data = report.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.legend}>
        {t('report.title')}
      </h2>
      {report.isError ? <ErrorState title={t('report.failed')} /> : null}
      {data ? (
        <dl className={styles.figures}>
          {[
            [t('report.totalUsers'), data.totalUsers] as const,
            ...userTypes.flatMap((type) => {
              const total = data.usersByType[type];
              return total === undefined ? [] : [[t(`report.usersOfType.${type}`), total] as const];
            }),
            [t('report.managersSignedIn'), data.managersSignedInLast30Days] as const,
            [t('report.contacts'), data.contacts] as const,
          ].map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{number(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
