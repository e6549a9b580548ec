import { Page } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatLongDate, toLocale } from '../../app/format.ts';
import { useOrganizationKey, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import { useRead } from '../../app/public-read.ts';
import { roleAttributes } from '../../app/public-views.ts';
import { describeSalary } from '../../app/salary.ts';
import { RoleDescription } from './RoleDescription.tsx';
import * as styles from './RoleLinkScreen.css.ts';
import type { RolePage } from './role-read.ts';
import { roleRead } from './role-read.ts';

function RoleDetails({ role }: { role: RolePage }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const rows: { term: string; value: string }[] = roleAttributes.flatMap((attribute) => {
    const value = role.labels[attribute] ?? role[attribute];
    return value ? [{ term: t(`roles.details.${attribute}`), value }] : [];
  });
  if (role.salary) {
    rows.push({
      term: t('roles.details.salary'),
      value: describeSalary(role.salary, toLocale(i18n.language), t),
    });
  }
  if (role.deadline !== null) {
    rows.push({
      term: t('roles.details.deadline'),
      value: formatLongDate(role.deadline, toLocale(i18n.language)),
    });
  }
  return (
    <dl className={styles.details} aria-label={t('roles.details.label')}>
      {rows.map((row) => (
        <div key={row.term} className={styles.detail}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /job/{link}: the role page, with the Apply button that starts the application at /apply/{roleId}. */
export default function RoleLinkScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const { link = '' } = useParams();
  const key = useOrganizationKey();
  const organizationLink = useOrganizationLink();

  const role = useRead(roleRead(key, link));

  const allRoles = (
    <Link className={appStyles.standaloneLink} to={organizationLink('/roles')}>
      {t('roleLink.allRoles')}
    </Link>
  );

  if (key === null || (role.status === 'error' && role.error.status === 404)) {
    return (
      <Page layout="roles">
        <EmptyState title={t('roleLink.notFoundTitle')} text={t('roleLink.notFound')} action={allRoles} />
      </Page>
    );
  }
  if (role.status === 'error') {
    return (
      <Page layout="roles">
        <ErrorState
          title={t('roleLink.notFoundTitle')}
          text={role.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={role.reload}
        />
      </Page>
    );
  }
  if (role.status === 'loading' || role.data === null) {
    return (
      <Page layout="roles">
        <Loading />
      </Page>
    );
  }

  const data = role.data;
  const apply = !data.open ? (
    <p className={appStyles.mutedText}>{t('roles.closed')}</p>
  ) : (
    <Link className={appStyles.actionLink.primary} to={organizationLink(`/apply/${data.id}`)}>
      {t('roleLink.applyNow')}
    </Link>
  );
  return (
    <Page layout="roles" title={data.name} subtitle={data.organization.name} actions={apply}>
      <div className={appStyles.stack}>
        <RoleDetails role={data} />
        {data.description ? <RoleDescription description={data.description} /> : null}
        <div className={appStyles.actions}>
          {apply}
          {allRoles}
        </div>
      </div>
    </Page>
  );
}
