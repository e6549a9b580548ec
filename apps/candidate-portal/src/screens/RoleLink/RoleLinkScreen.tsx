import { callRoute } from '@shortlist/api-client';
import { fetchPublicRole, resolveRoleUrlToken } from '@shortlist/domain/contract';
import { Page, useApi, useLoad } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { formatLongDate, toLocale } from '../../app/format.ts';
import { useOrganizationKey, useOrganizationLink } from '../../app/host-organization.ts';
import { Loading } from '../../app/Loading.tsx';
import type { PublicRoleView } from '../../app/public-views.ts';
import { roleAttributes } from '../../app/public-views.ts';
import * as styles from './RoleLinkScreen.css.ts';

type RolePage = PublicRoleView & { status: string };

/**
 * The role a /job/{link} names. Decision: a link of digits is a role id (the careers list links so); any
 * other link is a shareable url token (POST /urlToken) that the API resolves to a role id.
 */
export async function resolveRoleId(
  link: string,
  resolveToken: (token: string) => Promise<{ roleId: number }>,
) {
  if (/^\d{1,10}$/.test(link)) return Number(link);
  return (await resolveToken(link)).roleId;
}

function RoleDetails({ role }: { role: RolePage }) {
  const { t, i18n } = useTranslation(['candidate', 'common']);
  const rows: { term: string; value: string }[] = roleAttributes.flatMap((attribute) => {
    const value = role.labels[attribute] ?? role[attribute];
    return value ? [{ term: t(`roles.details.${attribute}`), value }] : [];
  });
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
  const api = useApi();
  const { link = '' } = useParams();
  const key = useOrganizationKey();
  const organizationLink = useOrganizationLink();

  const role = useLoad(
    async (signal) => {
      if (key === null) return null;
      const roleId = await resolveRoleId(link, (token) =>
        callRoute(api, resolveRoleUrlToken, { params: { token }, signal }),
      );
      const reply: unknown = await callRoute(api, fetchPublicRole, {
        params: { orgId: key, roleId },
        signal,
      });
      return reply as RolePage;
    },
    [api, key, link],
  );

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
  const apply = data.deadlinePassed ? (
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
        {data.description
          ? data.description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph} className={appStyles.text}>
                {paragraph}
              </p>
            ))
          : null}
        <div className={appStyles.actions}>
          {apply}
          {allRoles}
        </div>
      </div>
    </Page>
  );
}
