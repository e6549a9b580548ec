import { DelayedSpinner } from '@shortlist/shell/react';
import { ErrorState, StatusBanner } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AdminPage } from '../../app/AdminPage.tsx';
import { OrganizationSections } from '../OrganizationPeople/OrganizationSections.tsx';
import { AdminReportPanel } from './AdminReportPanel.tsx';
import * as styles from './OrganizationForm.css.ts';
import { OrganizationForm } from './OrganizationForm.tsx';
import { draftOf } from './organization-draft.ts';
import { StatusActions } from './StatusActions.tsx';
import { serverErrorsOf, useOrganization, useSaveOrganization } from './use-organization.ts';

/** /admin/organizations/{id}: one client's every field, its status, and its admin report (§7). */
export default function OrganizationScreen() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().organizationId);
  const location = useLocation();
  const organization = useOrganization(id);
  const save = useSaveOrganization(id);
  const org = organization.data;
  if (organization.isError)
    return (
      <AdminPage title={t('organization.loadFailed')}>
        <ErrorState title={t('organization.loadFailed')} />
      </AdminPage>
    );
  if (!org) return <DelayedSpinner />;
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <AdminPage
      title={org.name}
      subtitle={org.subdomain ?? undefined}
      actions={
        <Link className={styles.link} to="/clients">
          {t('organization.backToClients')}
        </Link>
      }
    >
      {justCreated && !save.isSuccess ? (
        <StatusBanner
          kind="success"
          message={t('organization.created')}
          dismissLabel={t('organization.dismiss')}
        />
      ) : null}
      {save.isSuccess ? (
        <StatusBanner
          kind="success"
          message={t('organization.saved')}
          dismissLabel={t('organization.dismiss')}
        />
      ) : null}
      <OrganizationSections organizationId={id} />
      <StatusActions id={id} status={org.status ?? 'ACTIVE'} />
      <OrganizationForm
        key={org.id}
        initial={draftOf(org)}
        organizationId={id}
        submitLabel={t('organization.save')}
        saving={save.isPending}
        serverErrors={serverErrorsOf(save.error)}
        onSubmit={(draft) => save.mutate(draft)}
      />
      <AdminReportPanel id={id} />
    </AdminPage>
  );
}
