import { callRoute } from '@shortlist/api-client';
import { fetchOrganizationSettings, listOrganizationStages } from '@shortlist/domain/contract';
import { DelayedSpinner, useApi } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import { AdminOnly } from '../Settings/AdminOnly.tsx';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import { OrganisationSettingsForm } from './OrganisationSettingsForm.tsx';
import * as styles from './SettingsOrganisation.css.ts';
import { UsersSection } from './UsersSection.tsx';

function OrganisationSettings() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const ready = typeof orgId === 'number';
  const settings = useQuery({
    queryKey: ['organization-settings', orgId],
    enabled: ready,
    queryFn: ({ signal }) =>
      callRoute(api, fetchOrganizationSettings, { params: { id: orgId ?? 0 }, signal }),
  });
  const stages = useQuery({
    queryKey: ['stages', orgId, null],
    enabled: ready,
    queryFn: ({ signal }) =>
      callRoute(api, listOrganizationStages, { params: { orgId: orgId ?? 0 }, query: {}, signal }),
  });
  return (
    <>
      <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
      {ready ? <UsersSection orgId={orgId} onOutcome={setOutcome} /> : null}
      <section className={styles.part} aria-labelledby="organisation-settings-heading">
        <h2 id="organisation-settings-heading" className={styles.heading}>
          {t('settings.organisation.heading')}
        </h2>
        {settings.isPending || stages.isPending ? <DelayedSpinner /> : null}
        {settings.isError || stages.isError ? (
          <ErrorState
            title={t('settings.organisation.loadFailed')}
            text={(settings.error ?? stages.error)?.message ?? ''}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => {
              void settings.refetch();
              void stages.refetch();
            }}
          />
        ) : null}
        {ready && settings.isSuccess && stages.isSuccess ? (
          <OrganisationSettingsForm
            orgId={orgId}
            settings={settings.data}
            stages={stages.data}
            onOutcome={setOutcome}
          />
        ) : null}
      </section>
    </>
  );
}

/** /manager/settings/organisation: the organisation's managers, then its own settings (manager admins). */
export default function SettingsOrganisationScreen() {
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.organisation.title')}>
      <AdminOnly>
        <OrganisationSettings />
      </AdminOnly>
    </SettingsPage>
  );
}
