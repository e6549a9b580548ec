import { callRoute } from '@shortlist/api-client';
import { fetchOrganization } from '@shortlist/domain/contract';
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
import { MetricsEditor } from './MetricsEditor.tsx';
import * as styles from './SettingsMetrics.css.ts';

function MetricsSettings() {
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const organization = useQuery({
    queryKey: ['organization', orgId],
    enabled: typeof orgId === 'number',
    queryFn: ({ signal }) => callRoute(api, fetchOrganization, { params: { id: orgId ?? 0 }, signal }),
  });
  return (
    <>
      <p className={styles.intro}>{t('settings.metrics.intro')}</p>
      <SaveStatus outcome={outcome} onDismiss={() => setOutcome(null)} />
      {organization.isPending ? <DelayedSpinner /> : null}
      {organization.isError ? (
        <ErrorState
          title={t('settings.metrics.loadFailed')}
          text={organization.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => organization.refetch()}
        />
      ) : null}
      {organization.isSuccess && typeof orgId === 'number' ? (
        <MetricsEditor orgId={orgId} metrics={organization.data.metrics ?? []} onOutcome={setOutcome} />
      ) : null}
    </>
  );
}

/** /manager/settings/metrics: the organisation's scoring metrics (§3, §5), for its manager admins. */
export default function SettingsMetricsScreen() {
  const { t } = useTranslation('manager');
  return (
    <SettingsPage title={t('settings.metrics.title')}>
      <AdminOnly>
        <MetricsSettings />
      </AdminOnly>
    </SettingsPage>
  );
}
